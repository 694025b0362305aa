import type { mongo } from 'mongoose';
import type { TrashKind } from '@threadline/contracts';
import type { StoredTrashEntry } from './stored-trash-entry';

/** Where one part of a record lives: the record itself first, then what it owns. */
export interface TrashPart {
  collection: string;
  /** A driver filter; `_id` may be a string where the owner keys its documents so. */
  filter: Record<string, unknown>;
}

/**
 * What a kind of record tells the trash. The trash moves the documents; the kind keeps what
 * lives outside them current (caches, in-process indexes, the sign-in account) and removes its
 * files on a purge, through its own services. Styles join with one of these.
 */
export interface TrashKindRegistration {
  kind: TrashKind;
  /**
   * Where the record and what it owns live, the record's own document first; null when the id
   * cannot name one.
   */
  partsOf(recordId: string): TrashPart[] | null;
  /** What the Trash page calls the record: an email, a subject, a title. */
  labelOf(own: mongo.Document): string;
  /** After the documents left their collections. */
  afterTrash?(entry: StoredTrashEntry): Promise<void>;
  /**
   * Before anything is written back: a uniqueness the record's own document cannot carry (a
   * style's number) throws its 409 here, and nothing is restored.
   */
  beforeRestore?(entry: StoredTrashEntry): Promise<void>;
  /** After the documents are back. */
  afterRestore?(entry: StoredTrashEntry): Promise<void>;
  /** Before the entry goes for good: GridFS files, an account elsewhere. */
  purge?(entry: StoredTrashEntry): Promise<void>;
}
