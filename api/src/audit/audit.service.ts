import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type FilterQuery, type Model, Types } from 'mongoose';
import {
  ApiMessages,
  type AuditAction,
  type AuditChange,
  type AuditTargetType,
} from '@threadline/contracts';
import type { AuditOrigin } from './audit-origin.decorator';
import { AuditEntry, type AuditEntryData } from './schemas/audit-entry.schema';

/** What an audited write is about to do. */
export interface AuditEvent {
  action: AuditAction;
  target: { type: AuditTargetType; id?: string; label?: string };
  changes?: AuditChange[];
}

/** GET /audit, validated, with `to` already turned into an exclusive end. */
export interface AuditPageQuery {
  actor?: string;
  action?: AuditAction;
  target?: string;
  from?: Date;
  toExclusive?: Date;
  page: number;
  limit: number;
}

const RECORD_ID = /^[0-9a-f]{24}$/i;

/**
 * The audit trail. The API writes ahead: a write checks what it can (the target exists, the
 * last admin stays, the key is free), then records its entry, then makes the change. When the
 * entry cannot be written, record() throws a 503 and the change is never made.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(@InjectModel(AuditEntry.name) private readonly entries: Model<AuditEntry>) {}

  /** Records one entry, or refuses the request with 503 (the caller then changes nothing). */
  async record(origin: AuditOrigin, event: AuditEvent): Promise<void> {
    const _id = new Types.ObjectId();
    const entry: AuditEntryData = {
      _id,
      actor: origin.actor,
      action: event.action,
      target: event.target,
      changes: event.changes ?? [],
      at: _id.getTimestamp(),
      requestId: origin.requestId,
      ip: origin.ip,
      ...(origin.batchId ? { batchId: origin.batchId } : {}),
    };
    try {
      await this.insert(entry);
    } catch (error) {
      this.logger.error(`An audit entry (${event.action}) could not be written: ${String(error)}`);
      throw new ServiceUnavailableException(ApiMessages.auditUnavailable);
    }
  }

  /** The one database write of the trail; a test stubs it to stand for an unwritable trail. */
  async insert(entry: AuditEntryData): Promise<void> {
    await this.entries.collection.insertOne(entry);
  }

  /**
   * One page, newest first. Time is read from `_id` (an ObjectId starts with its creation time),
   * so the order and the from/to range need no other index, and FerretDB sorts by `_id` cheaply.
   */
  async findPage(query: AuditPageQuery): Promise<{ entries: AuditListEntry[]; total: number }> {
    const filter: FilterQuery<AuditEntry> = {};
    if (query.actor) {
      const actor = query.actor.trim().toLowerCase();
      filter[RECORD_ID.test(actor) ? 'actor.id' : 'actor.email'] = actor;
    }
    if (query.action) filter.action = query.action;
    if (query.target)
      filter.$or = [{ 'target.id': query.target }, { 'target.label': query.target }];
    if (query.from || query.toExclusive) {
      const range: { $gte?: Types.ObjectId; $lt?: Types.ObjectId } = {};
      if (query.from) range.$gte = objectIdAt(query.from);
      if (query.toExclusive) range.$lt = objectIdAt(query.toExclusive);
      filter._id = range;
    }
    const [entries, total] = await Promise.all([
      this.entries
        .find(filter)
        .sort({ _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<AuditEntryData[]>()
        .exec(),
      this.count(filter),
    ]);
    return { entries: await this.withTargetExistence(entries), total };
  }

  /**
   * The list's total. Unfiltered, it is the collection's own count from its metadata: counting the
   * matches of an empty filter reads every entry, seconds at a million. Entries are append-only and
   * removed only by retention, so the metadata count is the number a person would get.
   */
  private count(filter: FilterQuery<AuditEntry>): Promise<number> {
    return Object.keys(filter).length === 0
      ? this.entries.estimatedDocumentCount().exec()
      : this.entries.countDocuments(filter).exec();
  }

  /**
   * Whether each entry's target is still there, read from the trail itself: every deletion (and
   * every category creation, which can bring a deleted key back) is an entry, so the latest of
   * those for a target says. One query per page, on the audit collection only.
   */
  private async withTargetExistence(entries: AuditEntryData[]): Promise<AuditListEntry[]> {
    const ids = [
      ...new Set(
        entries
          .filter((entry) => RECORD_TARGETS.has(entry.target.type) && entry.target.id)
          .map((entry) => entry.target.id as string),
      ),
    ];
    if (ids.length === 0) return entries;
    const lifecycle = await this.entries
      .find(
        { 'target.id': { $in: ids }, action: { $in: [...LIFECYCLE_ACTIONS] } },
        { action: 1, target: 1 },
      )
      .sort({ _id: -1 })
      .lean<Pick<AuditEntryData, '_id' | 'action' | 'target'>[]>()
      .exec();
    const latest = new Map<string, Pick<AuditEntryData, '_id' | 'action'>>();
    for (const entry of lifecycle) {
      const key = `${entry.target.type}:${entry.target.id}`;
      if (!latest.has(key)) latest.set(key, entry);
    }
    return entries.map((entry) => {
      if (!RECORD_TARGETS.has(entry.target.type) || !entry.target.id) return entry;
      const last = latest.get(`${entry.target.type}:${entry.target.id}`);
      return { ...entry, targetExists: !last || !DELETIONS.has(last.action) };
    });
  }
}

/** An entry as GET /audit sends it. */
export type AuditListEntry = AuditEntryData & { targetExists?: boolean };

const RECORD_TARGETS = new Set<AuditTargetType>(['user', 'category', 'contact', 'quote']);
const DELETIONS = new Set<AuditAction>(['user.deleted', 'category.deleted', 'contact.deleted']);
const LIFECYCLE_ACTIONS = new Set<AuditAction>([...DELETIONS, 'category.created']);

/** The smallest ObjectId of that second. */
function objectIdAt(date: Date): Types.ObjectId {
  return Types.ObjectId.createFromTime(Math.floor(date.getTime() / 1000));
}
