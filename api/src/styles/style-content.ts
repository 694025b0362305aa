import type {
  StyleColourway,
  StyleContent,
  StyleMaterialLine,
  StylePointOfMeasure,
} from '@threadline/contracts';

/** An optional text: trimmed, and left out when empty, so "" and absent read the same. */
const optionalText = <K extends string>(key: K, value: string | undefined) => {
  const text = value?.trim();
  return (text ? { [key]: text } : {}) as Partial<Record<K, string>>;
};

const colourwayOf = (colourway: StyleColourway): StyleColourway => ({
  name: colourway.name.trim(),
  ...optionalText('colourCode', colourway.colourCode),
  swatch: colourway.swatch.toUpperCase(),
});

const pointOf = (point: StylePointOfMeasure): StylePointOfMeasure => ({
  name: point.name.trim(),
  toleranceCm: point.toleranceCm,
  valuesCm: point.valuesCm.map((value) => value ?? null),
});

const materialOf = (line: StyleMaterialLine): StyleMaterialLine => ({
  kind: line.kind,
  description: line.description.trim(),
  ...optionalText('supplier', line.supplier),
  ...optionalText('colour', line.colour),
  ...optionalText('placement', line.placement),
  consumption: line.consumption,
  unit: line.unit,
});

/**
 * What a version stores of a validated input: the known fields only (a nested object's extra
 * keys are dropped, never stored), texts trimmed, in a fixed order so equal content diffs empty.
 */
export function styleContentOf(input: StyleContent): StyleContent {
  return {
    styleNumber: input.styleNumber.trim(),
    name: input.name.trim(),
    categoryKey: input.categoryKey,
    season: input.season,
    ...optionalText('description', input.description),
    ...optionalText('fabric', input.fabric),
    ...optionalText('composition', input.composition),
    colourways: input.colourways.map(colourwayOf),
    sizes: input.sizes.map((size) => size.trim()),
    measurements: input.measurements.map(pointOf),
    materials: input.materials.map(materialOf),
    fileIds: [...new Set(input.fileIds.map((id) => id.toLowerCase()))],
    ...(input.frontImageId ? { frontImageId: input.frontImageId.toLowerCase() } : {}),
    ...(input.backImageId ? { backImageId: input.backImageId.toLowerCase() } : {}),
  };
}
