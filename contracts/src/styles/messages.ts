import {
  COLOURWAY_NAME_MAX_LENGTH,
  COLOUR_CODE_MAX_LENGTH,
  MATERIAL_CONSUMPTION_MAX,
  MATERIAL_KINDS,
  MATERIAL_TEXT_MAX_LENGTH,
  MATERIAL_UNITS,
  MEASUREMENT_MAX_CM,
  POINT_NAME_MAX_LENGTH,
  SIZE_LABEL_MAX_LENGTH,
  STYLE_COLOURWAYS_MAX,
  STYLE_COMPOSITION_MAX_LENGTH,
  STYLE_DESCRIPTION_MAX_LENGTH,
  STYLE_FABRIC_MAX_LENGTH,
  STYLE_FILES_MAX,
  STYLE_MATERIALS_MAX,
  STYLE_NAME_MAX_LENGTH,
  STYLE_NUMBER_MAX_LENGTH,
  STYLE_POINTS_MAX,
  STYLE_SIZES_MAX,
  TOLERANCE_MAX_CM,
} from './limits';

/** The style library's user-facing texts, once. Row texts take the 1-based row a person sees. */
export const StyleMessages = {
  styleNumberInvalid: `Give a style number of up to ${STYLE_NUMBER_MAX_LENGTH} letters, digits, dots, dashes or slashes.`,
  styleNumberTaken: 'You already have a style with this number.',
  nameRequired: `Give the style a name of up to ${STYLE_NAME_MAX_LENGTH} characters.`,
  categoryInvalid: 'Choose a product category from the catalogue.',
  seasonInvalid: 'Give the season as two capital letters and the year, such as SS27 or AW26.',
  descriptionTooLong: `Keep the description under ${STYLE_DESCRIPTION_MAX_LENGTH} characters.`,
  fabricTooLong: `Keep the main fabric under ${STYLE_FABRIC_MAX_LENGTH} characters.`,
  compositionTooLong: `Keep the composition under ${STYLE_COMPOSITION_MAX_LENGTH} characters.`,
  colourwaysTooMany: `A style has at most ${STYLE_COLOURWAYS_MAX} colourways.`,
  colourwayInvalid: (row: number) =>
    `Colourway ${row}: give a name of up to ${COLOURWAY_NAME_MAX_LENGTH} characters, a colour code of up to ${COLOUR_CODE_MAX_LENGTH} and a swatch such as #1F3A5F.`,
  colourwayDuplicate: (name: string) => `Two colourways are called "${name}".`,
  sizesRequired: 'Give the size range, at least one size.',
  sizesTooMany: `A size range has at most ${STYLE_SIZES_MAX} sizes.`,
  sizeInvalid: (row: number) =>
    `Size ${row}: give a label of up to ${SIZE_LABEL_MAX_LENGTH} characters.`,
  sizeDuplicate: (label: string) => `The size "${label}" is listed twice.`,
  pointsTooMany: `A measurement spec has at most ${STYLE_POINTS_MAX} points of measure.`,
  pointNameInvalid: (row: number) =>
    `Point of measure ${row}: give a name of up to ${POINT_NAME_MAX_LENGTH} characters.`,
  pointDuplicate: (name: string) => `The point of measure "${name}" is listed twice.`,
  toleranceInvalid: (row: number) =>
    `Point of measure ${row}: the tolerance is a number of cm from 0 to ${TOLERANCE_MAX_CM}.`,
  measurementInvalid: (row: number, size: string) =>
    `Point of measure ${row}, size ${size}: give a measurement in cm above 0 and up to ${MEASUREMENT_MAX_CM}, with at most two decimals, or leave it empty.`,
  measurementsShapeInvalid: (row: number) =>
    `Point of measure ${row}: give one value for each size of the range.`,
  materialsTooMany: `A bill of materials has at most ${STYLE_MATERIALS_MAX} lines.`,
  materialKindInvalid: (row: number) =>
    `Material line ${row}: the type is one of ${MATERIAL_KINDS.join(', ')}.`,
  materialDescriptionRequired: (row: number) =>
    `Material line ${row}: give a description of up to ${MATERIAL_TEXT_MAX_LENGTH} characters.`,
  materialTextTooLong: (row: number) =>
    `Material line ${row}: keep the supplier, colour and placement under ${MATERIAL_TEXT_MAX_LENGTH} characters each.`,
  consumptionInvalid: (row: number) =>
    `Material line ${row}: the consumption per garment is a number above 0 and up to ${MATERIAL_CONSUMPTION_MAX}, with at most three decimals.`,
  unitInvalid: (row: number) =>
    `Material line ${row}: the unit is one of ${MATERIAL_UNITS.join(', ')}.`,
  filesTooMany: `A style holds at most ${STYLE_FILES_MAX} files.`,
  filesInvalid: 'The files are not ones uploaded for this style.',
  imageInvalid: 'The front and back images are images uploaded for this style.',
  fileTypeRefused: 'Upload a PDF or an image (JPEG, PNG, GIF, WebP or AVIF).',
  imageTypeRefused: 'Upload an image: JPEG, PNG, GIF, WebP or AVIF.',
  fileKindInvalid: 'Choose what the file is: tech pack, sketch, artwork or image.',
  csvEmpty: 'The CSV file is empty.',
  csvTooLarge: 'The CSV file is too large for a chart or a bill of materials.',
  csvQuoteUnclosed: (row: number) => `Row ${row}: a quoted cell is not closed.`,
  csvHeaderMeasurements:
    'The first row names the columns: "Point of measure", "Tolerance (cm)", then one column for each size.',
  csvHeaderMaterials:
    'The first row names the columns: Type, Description, Supplier, Colour, Placement, Consumption, Unit.',
  csvRowCells: (row: number, expected: number, found: number) =>
    `Row ${row}: expected ${expected} cells, found ${found}.`,
  csvImportRefused: 'Nothing was imported: correct the rows named and import the file again.',
  styleNotFound: 'Style not found.',
  versionNotFound: 'Version not found.',
  fileNotFound: 'File not found.',
  searchTooLong: 'Keep the search under 100 characters.',
  baseVersionInvalid: 'Say which version you edited (baseVersion, a whole number from 1).',
  csvFileRequired: 'Choose a CSV file to import.',
  ownerOnly: 'Only the member who owns a style saves its versions.',
  ownerOnlyDelete: 'Only the member who owns a style deletes it.',
  versionStale:
    'This style has been saved since you opened it; reload it to see the newer version.',
} as const;
