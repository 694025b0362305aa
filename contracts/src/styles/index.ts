// The style library's contract, one file per concern, each export named once here (the root re-exports it).
export {
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
  STYLE_CSV_MAX_BYTES,
  STYLE_DESCRIPTION_MAX_LENGTH,
  STYLE_FABRIC_MAX_LENGTH,
  STYLE_FILE_KIND_LABELS,
  STYLE_FILE_KINDS,
  STYLE_FILES_MAX,
  STYLE_MATERIALS_MAX,
  STYLE_NAME_MAX_LENGTH,
  STYLE_NUMBER_MAX_LENGTH,
  STYLE_NUMBER_PATTERN,
  STYLE_POINTS_MAX,
  STYLE_SEARCH_MAX_LENGTH,
  STYLE_SEASON_PATTERN,
  STYLE_SIZES_MAX,
  STYLES_PAGE_SIZE,
  SWATCH_PATTERN,
  TOLERANCE_MAX_CM,
} from './limits';
export type { MaterialKind, MaterialUnit, StyleFileKind } from './limits';
export { StyleMessages } from './messages';
export type {
  StyleActor,
  StyleColourway,
  StyleContent,
  StyleDetail,
  StyleField,
  StyleFile,
  StyleFileUploadResponse,
  StyleInput,
  StyleMaterialLine,
  StylePointOfMeasure,
  StyleSaveInput,
  StylesListQuery,
  StyleSummary,
  StyleVersion,
  StyleVersionPage,
} from './style';
export {
  isConsumption,
  isMeasurementCm,
  isToleranceCm,
  materialLineError,
  pointOfMeasureError,
  sizesError,
  validateStyle,
} from './validation';
export {
  diffStyleVersions,
  MATERIAL_LINE_FIELDS,
  STYLE_DIFF_FIELD_LABELS,
  STYLE_DIFF_FIELDS,
} from './diff';
export type {
  MaterialLineChange,
  MeasurementChange,
  StyleDiffField,
  StyleFieldChange,
  StyleVersionDiff,
} from './diff';
export { matrixTotals } from './matrix';
export type { MatrixTotals } from './matrix';
export {
  MATERIAL_CSV_HEADER,
  MEASUREMENT_CSV_HEADER,
  materialCsvTable,
  measurementCsvTable,
  parseMaterialsCsv,
  parseMeasurementCsv,
  readCsv,
} from './csv';
export type { CsvParseResult, CsvRowError } from './csv';
export {
  COUNTRY_CODE_PATTERN,
  MATRIX_CELL_MAX,
  MATRIX_COLUMNS_MAX,
  MATRIX_ROWS_MAX,
  QUICK_LINE_DESCRIPTION_MAX_LENGTH,
  QUICK_LINE_DESCRIPTION_MIN_LENGTH,
  QUOTE_COLOUR_MAX_LENGTH,
  QUOTE_LINE_TYPES,
  QUOTE_LINES_MAX,
  QUOTE_LINES_MIN,
  QUOTE_PORT_MAX_LENGTH,
  REORDER_VERSION_CHOICES,
  STYLE_VERSION_ID_PATTERN,
  TARGET_PRICE_MAX_MINOR,
} from './request-limits';
export type { QuoteLineType, ReorderVersionChoice } from './request-limits';
export { QuoteLineMessages } from './request-messages';
export {
  isQuantityMatrix,
  lineQuantity,
  matrixShapeError,
  quoteLineError,
  quoteLinesProblems,
  validateQuoteLinesRequest,
} from './request';
export type {
  QuickQuoteLineInput,
  QuoteDestination,
  QuoteLineInput,
  QuoteLinesErrors,
  QuoteLinesRequestField,
  QuoteLinesRequestInput,
  StyleQuoteLineInput,
} from './request';
export type {
  QuickQuoteLine,
  QuoteLine,
  QuoteLineRepinned,
  QuoteLinesDraft,
  QuoteReorderInput,
  StyleQuoteLine,
} from './request-views';
