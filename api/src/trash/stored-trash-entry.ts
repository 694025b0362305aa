import type { mongo, Types } from 'mongoose';
import type { TrashEntry, TrashKind } from '@threadline/contracts';

/** One deleted record in the `trash` collection, with the documents it took along. */
export interface StoredTrashEntry {
  _id: Types.ObjectId;
  kind: TrashKind;
  recordId: string;
  label: string;
  deletedBy: { id?: string; email?: string };
  deletedAt: Date;
  purgeAfter: Date;
  batchId?: string;
  /** The documents as they were, by collection, the record's own first. */
  parts: { collection: string; docs: mongo.Document[] }[];
  /** The image paths those documents show, so the image clean-up keeps them (image-usage). */
  imageRefs: string[];
}

export function toTrashEntry(entry: StoredTrashEntry): TrashEntry {
  return {
    id: entry._id.toHexString(),
    kind: entry.kind,
    recordId: entry.recordId,
    label: entry.label,
    deletedBy: entry.deletedBy,
    deletedAt: entry.deletedAt.toISOString(),
    purgeAfter: entry.purgeAfter.toISOString(),
    ...(entry.batchId ? { batchId: entry.batchId } : {}),
  };
}
