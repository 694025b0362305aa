import {
  MATERIAL_KINDS,
  MATERIAL_LINE_FIELDS,
  MATERIAL_UNITS,
  STYLE_DIFF_FIELDS,
  STYLE_FILE_KINDS,
  type MaterialLineChange,
  type MeasurementChange,
  type StyleActor,
  type StyleColourway,
  type StyleContent,
  type StyleDetail,
  type StyleFieldChange,
  type StyleFile,
  type StyleFileUploadResponse,
  type StyleMaterialLine,
  type StylePointOfMeasure,
  type StyleSummary,
  type StyleVersion,
  type StyleVersionDiff,
  type StyleVersionPage,
} from '@threadline/contracts';
import {
  arrayOf,
  binary,
  dateTime,
  decimal,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
  whole,
} from '../openapi/api-schema';

const nullableNumber = { ...decimal, nullable: true };
const ACTOR = objectSchema<StyleActor>({ id: text, name: text });

const COLOURWAY = objectSchema<StyleColourway>({
  name: text,
  colourCode: optional(text),
  swatch: { ...text, example: '#1F3A5F' },
});
const POINT = objectSchema<StylePointOfMeasure>({
  name: text,
  toleranceCm: decimal,
  valuesCm: arrayOf(nullableNumber),
});
const MATERIAL = objectSchema<StyleMaterialLine>({
  kind: oneOfValues(MATERIAL_KINDS),
  description: text,
  supplier: optional(text),
  colour: optional(text),
  placement: optional(text),
  consumption: decimal,
  unit: oneOfValues(MATERIAL_UNITS),
});
const CONTENT = objectSchema<StyleContent>({
  styleNumber: text,
  name: text,
  categoryKey: text,
  season: text,
  description: optional(text),
  fabric: optional(text),
  composition: optional(text),
  colourways: arrayOf(COLOURWAY),
  sizes: arrayOf(text),
  measurements: arrayOf(POINT),
  materials: arrayOf(MATERIAL),
  fileIds: arrayOf(objectId),
  frontImageId: optional(objectId),
  backImageId: optional(objectId),
});

export const STYLE_FILE_SCHEMA = objectSchema<StyleFile>({
  id: objectId,
  kind: oneOfValues(STYLE_FILE_KINDS),
  name: text,
  contentType: { ...text, example: 'application/pdf' },
  size: { ...whole, description: 'Bytes.' },
  uploadedAt: dateTime,
});

export const STYLE_FILE_UPLOAD_SCHEMA = objectSchema<StyleFileUploadResponse>({
  file: STYLE_FILE_SCHEMA,
});

export const STYLE_VERSION_SCHEMA = objectSchema<StyleVersion>({
  styleId: objectId,
  version: whole,
  savedAt: dateTime,
  savedBy: ACTOR,
  content: CONTENT,
  files: arrayOf(STYLE_FILE_SCHEMA),
});

const SUMMARY_FIELDS = {
  id: objectId,
  ownerId: text,
  ownerName: optional(text),
  styleNumber: text,
  name: text,
  season: text,
  categoryKey: text,
  latestVersion: whole,
  updatedAt: dateTime,
};

export const STYLE_SUMMARY_SCHEMA = objectSchema<StyleSummary>(SUMMARY_FIELDS);

export const STYLE_DETAIL_SCHEMA = objectSchema<StyleDetail>({
  ...SUMMARY_FIELDS,
  current: STYLE_VERSION_SCHEMA,
  history: arrayOf(
    objectSchema<StyleDetail['history'][number]>({
      version: whole,
      savedAt: dateTime,
      savedBy: ACTOR,
    }),
  ),
});

const DIFF = objectSchema<StyleVersionDiff>({
  fields: arrayOf(
    objectSchema<StyleFieldChange>({
      field: oneOfValues(STYLE_DIFF_FIELDS),
      before: text,
      after: text,
    }),
  ),
  measurements: arrayOf(
    objectSchema<MeasurementChange>({
      point: text,
      size: { ...text, nullable: true, description: 'null: the point’s tolerance.' },
      before: nullableNumber,
      after: nullableNumber,
    }),
  ),
  materials: objectSchema<StyleVersionDiff['materials']>({
    added: arrayOf(MATERIAL),
    removed: arrayOf(MATERIAL),
    changed: arrayOf(
      objectSchema<MaterialLineChange>({
        before: MATERIAL,
        after: MATERIAL,
        fields: arrayOf(oneOfValues(MATERIAL_LINE_FIELDS)),
      }),
    ),
  }),
});

export const STYLE_VERSION_PAGE_SCHEMA = objectSchema<StyleVersionPage>({
  version: STYLE_VERSION_SCHEMA,
  previousVersion: { ...whole, nullable: true },
  diff: DIFF,
});

export const TECH_PACK_CONTENT = { 'application/pdf': { schema: binary } };
export const STYLE_FILE_DOWNLOAD_CONTENT = {
  'application/pdf': { schema: binary },
  'image/*': { schema: binary },
};
