import type { Types } from 'mongoose';
import type { StyleContent, StyleFileKind } from '@threadline/contracts';

/**
 * The style library's documents. Every read the API makes of them is by `_id`, the one filter
 * every engine (FerretDB on SQLite too) answers without decoding the other documents; what needs
 * another key gets a document whose `_id` is that key (a member's library, a taken style number,
 * a version).
 */
export const STYLE_COLLECTIONS = {
  heads: 'styles',
  versions: 'style_versions',
  numbers: 'style_numbers',
  libraries: 'style_libraries',
  libraryIndex: 'style_library_index',
} as const;

export interface StyleActorRecord {
  uid: string;
  name: string;
}

/** A style's head: who owns it, its latest version and the headline of every version. */
export interface StyleHeadRecord {
  _id: Types.ObjectId;
  ownerUid: string;
  ownerName: string;
  styleNumber: string;
  name: string;
  season: string;
  categoryKey: string;
  latestVersion: number;
  history: { version: number; savedAt: Date; savedBy: StyleActorRecord }[];
  createdAt: Date;
  updatedAt: Date;
}

/** A file as a version pins it: what it was when the version was saved. */
export interface StyleFileRecord {
  id: Types.ObjectId;
  kind: StyleFileKind;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/**
 * One saved version, `_id` `<styleId>:<version>`. It is inserted once and never updated: two
 * saves from the same version race for the same `_id`, and the second is a duplicate key.
 */
export interface StyleVersionRecord {
  _id: string;
  styleId: Types.ObjectId;
  version: number;
  savedAt: Date;
  savedBy: StyleActorRecord;
  content: StyleContent;
  files: StyleFileRecord[];
}

/** A style number taken by a member, `_id` `<ownerUid>|<number in lower case>`. */
export interface StyleNumberRecord {
  _id: string;
  styleId: Types.ObjectId;
}

/** The list entry of one style, as a member's library holds it. */
export interface StyleLibraryEntry {
  styleNumber: string;
  name: string;
  season: string;
  categoryKey: string;
  latestVersion: number;
  ownerName: string;
  updatedAt: Date;
}

/** A member's styles for the list, `_id` the owner's uid, entries by style id. */
export interface StyleLibraryRecord {
  _id: string;
  entries: Record<string, StyleLibraryEntry>;
}

export const versionIdOf = (styleId: Types.ObjectId, version: number) =>
  `${styleId.toHexString()}:${version}`;
export const numberIdOf = (ownerUid: string, styleNumber: string) =>
  `${ownerUid}|${styleNumber.trim().toLowerCase()}`;
