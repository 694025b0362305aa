import type { StyleVersionDiff } from './diff';
import type { MaterialKind, MaterialUnit, StyleFileKind } from './limits';

export interface StyleColourway {
  name: string;
  /** A reference such as a Pantone TCX number (19-4052 TCX); optional. */
  colourCode?: string;
  /** The swatch shown on screen and in the tech pack, `#RRGGBB`. */
  swatch: string;
}

/**
 * One point of measure across the size range: `valuesCm[i]` is the measurement of `sizes[i]` in
 * cm (null where a size is not measured), so renaming a size keeps its column.
 */
export interface StylePointOfMeasure {
  name: string;
  toleranceCm: number;
  valuesCm: (number | null)[];
}

export interface StyleMaterialLine {
  kind: MaterialKind;
  description: string;
  supplier?: string;
  colour?: string;
  placement?: string;
  /** Consumption per garment, in `unit`. */
  consumption: number;
  unit: MaterialUnit;
}

/** A file uploaded for a member's styles; a version lists the ones it pins. */
export interface StyleFile {
  id: string;
  kind: StyleFileKind;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** What a person edits and a version freezes. */
export interface StyleContent {
  styleNumber: string;
  name: string;
  categoryKey: string;
  season: string;
  description?: string;
  fabric?: string;
  composition?: string;
  colourways: StyleColourway[];
  sizes: string[];
  measurements: StylePointOfMeasure[];
  materials: StyleMaterialLine[];
  /** Ids of the style's files this version carries (tech pack, sketches, artwork). */
  fileIds: string[];
  frontImageId?: string;
  backImageId?: string;
}

export type StyleField = keyof StyleContent;
export type StyleInput = StyleContent;

export interface StyleActor {
  id: string;
  name: string;
}

/** One saved version: immutable once written. */
export interface StyleVersion {
  styleId: string;
  version: number;
  savedAt: string;
  savedBy: StyleActor;
  content: StyleContent;
  /** The files this version pins, as stored. */
  files: StyleFile[];
}

/** A style in the list: its latest version's headline. */
export interface StyleSummary {
  id: string;
  ownerId: string;
  ownerName?: string;
  styleNumber: string;
  name: string;
  season: string;
  categoryKey: string;
  latestVersion: number;
  updatedAt: string;
}

/** A style with its latest version and the history of its versions (newest first). */
export interface StyleDetail extends StyleSummary {
  current: StyleVersion;
  history: { version: number; savedAt: string; savedBy: StyleActor }[];
}

/** A save: the content and the version it was edited from, so a stale editor is told (409). */
export interface StyleSaveInput extends StyleContent {
  baseVersion: number;
}

export interface StylesListQuery {
  search?: string;
  season?: string;
  category?: string;
  page?: number;
}

export interface StyleFileUploadResponse {
  file: StyleFile;
}

/** A version as its page shows it: the version and what changed from the one before. */
export interface StyleVersionPage {
  version: StyleVersion;
  /** The version compared against; null for v1, whose diff lists everything as new. */
  previousVersion: number | null;
  diff: StyleVersionDiff;
}
