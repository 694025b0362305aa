/** Style library limits and lists, apart from the rules so the messages can quote them. */
export const STYLE_COLOURWAYS_MAX = 20;
export const STYLE_SIZES_MAX = 30;
export const STYLE_POINTS_MAX = 60;
export const STYLE_MATERIALS_MAX = 100;
export const STYLE_FILES_MAX = 20;

export const STYLE_NUMBER_MAX_LENGTH = 40;
/** A buyer's style number: letters, digits and the separators merchandisers use (TL-2041, 24.118/B). */
export const STYLE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
export const STYLE_NAME_MAX_LENGTH = 120;
export const STYLE_DESCRIPTION_MAX_LENGTH = 2000;
export const STYLE_FABRIC_MAX_LENGTH = 200;
export const STYLE_COMPOSITION_MAX_LENGTH = 200;
/** A season as the trade writes it: two letters and the year, SS27 or AW26. */
export const STYLE_SEASON_PATTERN = /^[A-Z]{2}\d{2}$/;

export const COLOURWAY_NAME_MAX_LENGTH = 60;
export const COLOUR_CODE_MAX_LENGTH = 30;
/** The swatch shown beside a colourway, as a CSS hex colour. */
export const SWATCH_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const SIZE_LABEL_MAX_LENGTH = 12;
export const POINT_NAME_MAX_LENGTH = 80;
/** Measurements in cm: above zero and at most this, with at most two decimals. */
export const MEASUREMENT_MAX_CM = 500;
export const TOLERANCE_MAX_CM = 10;

export const MATERIAL_KINDS = ['material', 'trim'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_UNITS = ['m', 'cm', 'yd', 'pcs', 'g', 'kg', 'set', 'cone'] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];
export const MATERIAL_TEXT_MAX_LENGTH = 120;
export const MATERIAL_CONSUMPTION_MAX = 10_000;

export const STYLE_FILE_KINDS = ['tech_pack', 'sketch', 'artwork', 'image'] as const;
export type StyleFileKind = (typeof STYLE_FILE_KINDS)[number];
export const STYLE_FILE_KIND_LABELS: Record<StyleFileKind, string> = {
  tech_pack: 'Tech pack',
  sketch: 'Sketch',
  artwork: 'Artwork',
  image: 'Image',
};

export const STYLE_SEARCH_MAX_LENGTH = 100;
export const STYLES_PAGE_SIZE = 20;
/** A CSV import is a chart or a BOM, not a database dump. */
export const STYLE_CSV_MAX_BYTES = 256 * 1024;
