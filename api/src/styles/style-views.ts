import type { StyleDetail, StyleFile, StyleSummary, StyleVersion } from '@threadline/contracts';
import type {
  StyleFileRecord,
  StyleHeadRecord,
  StyleLibraryEntry,
  StyleVersionRecord,
} from './schemas/style-records';

export const fileViewOf = (file: StyleFileRecord): StyleFile => ({
  id: file.id.toHexString(),
  kind: file.kind,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  uploadedAt: file.uploadedAt.toISOString(),
});

export const versionViewOf = (record: StyleVersionRecord): StyleVersion => ({
  styleId: record.styleId.toHexString(),
  version: record.version,
  savedAt: record.savedAt.toISOString(),
  savedBy: { id: record.savedBy.uid, name: record.savedBy.name },
  content: record.content,
  files: record.files.map(fileViewOf),
});

export const summaryOf = (
  styleId: string,
  ownerUid: string,
  entry: StyleLibraryEntry,
): StyleSummary => ({
  id: styleId,
  ownerId: ownerUid,
  ownerName: entry.ownerName,
  styleNumber: entry.styleNumber,
  name: entry.name,
  season: entry.season,
  categoryKey: entry.categoryKey,
  latestVersion: entry.latestVersion,
  updatedAt: new Date(entry.updatedAt).toISOString(),
});

export const entryOf = (head: StyleHeadRecord): StyleLibraryEntry => ({
  styleNumber: head.styleNumber,
  name: head.name,
  season: head.season,
  categoryKey: head.categoryKey,
  latestVersion: head.latestVersion,
  ownerName: head.ownerName,
  updatedAt: head.updatedAt,
});

export const detailViewOf = (head: StyleHeadRecord, current: StyleVersionRecord): StyleDetail => ({
  ...summaryOf(head._id.toHexString(), head.ownerUid, entryOf(head)),
  current: versionViewOf(current),
  history: [...head.history]
    .sort((a, b) => b.version - a.version)
    .map((entry) => ({
      version: entry.version,
      savedAt: entry.savedAt.toISOString(),
      savedBy: { id: entry.savedBy.uid, name: entry.savedBy.name },
    })),
});
