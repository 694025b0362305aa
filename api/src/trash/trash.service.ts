import {
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, type mongo, Types } from 'mongoose';
import {
  BulkMessages,
  TrashMessages,
  type BulkRowResult,
  type TrashKind,
} from '@threadline/contracts';
import type { AuditOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { runBulk } from '../common/run-bulk';
import { AppConfig } from '../config/app.config';
import { IMAGE_FIELDS } from '../images/image-usage';
import type { StoredTrashEntry } from './stored-trash-entry';
import { TrashRegistry } from './trash-registry';

export const TRASH_COLLECTION = 'trash';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every image path the documents of a collection show (IMAGE_FIELDS), for the clean-up to keep. */
function imageRefsOf(collection: string, docs: mongo.Document[]): string[] {
  const fields = IMAGE_FIELDS.find((entry) => entry.collection === collection)?.fields ?? [];
  return docs.flatMap((doc) =>
    fields.flatMap((field) => {
      const value: unknown = doc[field];
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((url) => typeof url === 'string') : [];
    }),
  );
}

/**
 * Moves a record and what it owns out of their collections into `trash`, so every list, count,
 * export and public page stops showing it at once without a filter of its own; restores it as
 * it was (same ids, same bytes) or purges it. There are no transactions to lean on (FerretDB):
 * the entry is written before the documents leave, and removed only after they are back.
 */
@Injectable()
export class TrashService implements OnModuleInit {
  private readonly logger = new Logger(TrashService.name);
  private readonly entries: mongo.Collection<StoredTrashEntry>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly registry: TrashRegistry,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {
    this.entries = this.collection<StoredTrashEntry>(TRASH_COLLECTION);
  }

  async onModuleInit(): Promise<void> {
    await this.entries.createIndex({ purgeAfter: 1 });
    await this.entries.createIndex({ batchId: 1 });
  }

  /**
   * Answers the new entry, or null when there is no such record. The caller has checked and
   * audited the delete already (its own `*.deleted` entry). A bulk delete's entries carry its
   * batch id (the origin's), so one Undo restores them all.
   */
  async moveToTrash(
    kind: TrashKind,
    recordId: string,
    origin: AuditOrigin,
  ): Promise<StoredTrashEntry | null> {
    const { batchId } = origin;
    const registration = this.registry.get(kind);
    const where = registration.partsOf(recordId);
    if (!where) return null;
    const parts = await Promise.all(
      where.map(async ({ collection, filter }) => ({
        collection,
        docs: await this.collection(collection)
          .find(filter as mongo.Filter<mongo.Document>)
          .toArray(),
      })),
    );
    if (parts[0].docs.length === 0) return null;
    const deletedAt = new Date();
    const entry: StoredTrashEntry = {
      _id: new Types.ObjectId(),
      kind,
      recordId,
      label: registration.labelOf(parts[0].docs[0]),
      deletedBy: { id: origin.actor.id, email: origin.actor.email },
      deletedAt,
      purgeAfter: new Date(deletedAt.getTime() + this.config.trash.retentionDays * DAY_MS),
      ...(batchId ? { batchId } : {}),
      parts,
      imageRefs: parts.flatMap(({ collection, docs }) => imageRefsOf(collection, docs)),
    };
    await this.entries.insertOne(entry);
    for (const { collection, docs } of parts)
      if (docs.length > 0)
        await this.collection(collection).deleteMany({ _id: { $in: docs.map((doc) => doc._id) } });
    await registration.afterTrash?.(entry);
    return entry;
  }

  async list(kind?: TrashKind): Promise<StoredTrashEntry[]> {
    return this.entries
      .find(kind ? { kind } : {}, { projection: { parts: 0 } })
      .sort({ _id: -1 })
      .limit(1000)
      .toArray();
  }

  /** The entry that holds one record, for a restore by its owner (a member's own style). */
  findByRecord(kind: TrashKind, recordId: string): Promise<StoredTrashEntry | null> {
    return this.entries.findOne({ kind, recordId });
  }

  /** An entry of a kind that holds a document matching `filter` (on its parts), if any. */
  findHolding(kind: TrashKind, filter: Record<string, unknown>): Promise<StoredTrashEntry | null> {
    return this.entries.findOne({ kind, ...filter }, { projection: { parts: 0 } });
  }

  /** Undo of a bulk delete: every entry of the batch, each reported as restored or refused. */
  async restoreBatch(batchId: string, origin: AuditOrigin): Promise<BulkRowResult[]> {
    const entries = await this.entries.find({ batchId }, { projection: { _id: 1 } }).toArray();
    if (entries.length === 0) throw new NotFoundException(BulkMessages.batchNotFound);
    return runBulk(
      entries.map((entry) => entry._id.toHexString()),
      async (id) => {
        await this.restore(id, origin);
        return { outcome: 'done' };
      },
    );
  }

  /**
   * Puts the documents back under their own ids. The record's own document goes first: if its
   * key or email is taken meanwhile, nothing is written and the answer is a 409.
   */
  async restore(id: Types.ObjectId, origin: AuditOrigin): Promise<StoredTrashEntry> {
    const entry = await this.require(id);
    const [own, ...owned] = entry.parts;
    await this.registry.get(entry.kind).beforeRestore?.(entry);
    try {
      await this.collection(own.collection).insertMany(own.docs);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictException(TrashMessages.restoreConflict);
      throw error;
    }
    try {
      await this.audit.record(origin, {
        action: 'trash.restored',
        target: { type: entry.kind, id: entry.recordId, label: entry.label },
      });
    } catch (error) {
      await this.collection(own.collection).deleteMany({
        _id: { $in: own.docs.map((doc) => doc._id) },
      });
      throw error;
    }
    for (const { collection, docs } of owned)
      if (docs.length > 0) await this.insertMissing(collection, docs);
    await this.entries.deleteOne({ _id: entry._id });
    await this.registry.get(entry.kind).afterRestore?.(entry);
    return entry;
  }

  /** Removes the entry and what the record owned outside the database documents (GridFS files). */
  async purge(id: Types.ObjectId, origin: AuditOrigin): Promise<StoredTrashEntry> {
    const entry = await this.require(id);
    await this.audit.record(origin, {
      action: 'trash.purged',
      target: { type: entry.kind, id: entry.recordId, label: entry.label },
    });
    await this.purgeEntry(entry);
    return entry;
  }

  /** The sweep: every entry past its purgeAfter; answers how many went. */
  async purgeExpired(now = new Date()): Promise<number> {
    const expired = await this.entries.find({ purgeAfter: { $lte: now } }).toArray();
    let purged = 0;
    for (const entry of expired) {
      try {
        await this.audit.record(
          { actor: { email: 'trash sweep' } },
          {
            action: 'trash.purged',
            target: { type: entry.kind, id: entry.recordId, label: entry.label },
          },
        );
        await this.purgeEntry(entry);
        purged += 1;
      } catch (error) {
        this.logger.warn(`A trash entry could not be purged: ${String(error)}`);
      }
    }
    return purged;
  }

  // The entry goes first: its image paths no longer hold the images, so purge() may delete them.
  private async purgeEntry(entry: StoredTrashEntry): Promise<void> {
    await this.entries.deleteOne({ _id: entry._id });
    await this.registry.get(entry.kind).purge?.(entry);
  }

  private async require(id: Types.ObjectId): Promise<StoredTrashEntry> {
    const entry = await this.entries.findOne({ _id: id });
    if (!entry) throw new NotFoundException(TrashMessages.notFound);
    return entry;
  }

  /** A restore that stopped half-way and is tried again skips what is back already. */
  private async insertMissing(collection: string, docs: mongo.Document[]): Promise<void> {
    const present = new Set(
      (
        await this.collection(collection)
          .find({ _id: { $in: docs.map((doc) => doc._id) } }, { projection: { _id: 1 } })
          .toArray()
      ).map((doc) => String(doc._id)),
    );
    const missing = docs.filter((doc) => !present.has(String(doc._id)));
    if (missing.length > 0) await this.collection(collection).insertMany(missing);
  }

  private collection<T extends mongo.Document = mongo.Document>(name: string) {
    if (!this.connection.db) throw new Error('The database connection is not open');
    return this.connection.db.collection<T>(name);
  }
}
