import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { FilterQuery, Model, Types } from 'mongoose';
import type { UserRole } from '@threadline/contracts';
import type { User, UserRecordData } from './schemas/user.schema';
import { type BackfillOutcome, SearchFieldsBackfill } from './search-fields-backfill';
import { escapeRegExp } from '../common/escape-regexp';
import { USER_SORTS } from './user-search';
import type { UsersPageQuery } from './users-page.query';
import { type UsersExportQuery, UsersRepository } from './users.repository';

const EXPORT_BATCH_SIZE = 1000;

/** The search as the database answers it: an anchored prefix of one of the stored words. */
function filterOf(query: UsersExportQuery): FilterQuery<User> {
  const filter: FilterQuery<User> = {};
  if (query.role) filter.role = query.role;
  if (query.search) filter.searchTerms = { $regex: `^${escapeRegExp(query.search)}` };
  return filter;
}

function sortOf(query: UsersExportQuery): Record<string, 1 | -1> {
  const direction = query.order === 'asc' ? 1 : -1;
  return { [USER_SORTS[query.sort].storedField]: direction, _id: direction };
}

/** Every question asked of the database: on MongoDB, each read uses the schema's indexes. */
@Injectable()
export class DatabaseUsersRepository
  extends UsersRepository
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger(DatabaseUsersRepository.name);
  private readonly backfill: SearchFieldsBackfill;
  private readonly stopBackfill = new AbortController();
  /** The search-field backfill started at bootstrap, for tests and the shutdown to wait on. */
  backfilling?: Promise<BackfillOutcome | undefined>;

  constructor(protected readonly users: Model<User>) {
    super();
    this.backfill = new SearchFieldsBackfill(users);
  }

  async onModuleInit(): Promise<void> {
    // Unique indexes must exist before the first upsert, or a race could insert a twin.
    await this.users.init();
    // One read of at most one record: a new database never needs the backfill.
    await this.backfill.markDoneIfEmpty();
  }

  /**
   * Nothing here may read the whole collection: at a million users on FerretDB that takes longer
   * than the database bound, and the API would not start (bench/README.md, Scale). The backfill
   * runs in the background, in batches, once across all replicas.
   */
  onApplicationBootstrap(): void {
    this.backfilling = this.backfill.run(this.stopBackfill.signal).then(
      (outcome) => {
        if (outcome.ran && outcome.updated > 0)
          this.logger.log(`Added the search fields to ${outcome.updated} user records`);
        return outcome;
      },
      (error: unknown) => {
        // The next start tries again; until then an old record is missing from searches only.
        this.logger.warn(`The users' search-field backfill stopped: ${String(error)}`);
        return undefined;
      },
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopBackfill.abort();
    await this.backfilling;
  }

  findById(id: Types.ObjectId | string): Promise<UserRecordData | null> {
    return this.users.findById(id).lean<UserRecordData>().exec();
  }

  findByUid(uid: string): Promise<UserRecordData | null> {
    return this.users.findOne({ uid }).lean<UserRecordData>().exec();
  }

  findByEmail(email: string): Promise<UserRecordData | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).lean<UserRecordData>().exec();
  }

  findInviter(inviteCode: string): Promise<UserRecordData | null> {
    return this.users
      .findOne({ $or: [{ refCode: inviteCode }, { uid: inviteCode }] })
      .lean<UserRecordData>()
      .exec();
  }

  countReferredBy(uid: string): Promise<number> {
    return this.users.countDocuments({ referredBy: uid }).exec();
  }

  countAdmins(): Promise<number> {
    return this.users.countDocuments({ role: 'admin' }).exec();
  }

  /** Every read asks the database: nothing to wait for. */
  async listReady(): Promise<void> {}

  async findPage(query: UsersPageQuery): Promise<{ users: UserRecordData[]; total: number }> {
    const filter = filterOf(query);
    const [users, total] = await Promise.all([
      this.users
        .find(filter)
        .sort(sortOf(query))
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<UserRecordData[]>()
        .exec(),
      this.users.countDocuments(filter).exec(),
    ]);
    return { users, total };
  }

  /** A database cursor read in batches: the export never holds every row. */
  async *streamMatches(query: UsersExportQuery): AsyncGenerator<UserRecordData> {
    yield* this.users
      .find(filterOf(query))
      .sort(sortOf(query))
      .lean<UserRecordData>()
      .cursor({ batchSize: EXPORT_BATCH_SIZE });
  }

  upsertByUid(
    uid: string,
    set: Partial<User>,
    setOnInsert: Partial<User> & { _id: Types.ObjectId },
  ): Promise<UserRecordData | null> {
    return this.users
      .findOneAndUpdate(
        { uid },
        { $set: set, $setOnInsert: setOnInsert },
        { upsert: true, returnDocument: 'before', runValidators: true },
      )
      .select('+searchTerms +nameKey')
      .lean<UserRecordData>()
      .exec();
  }

  async updateFields(id: Types.ObjectId, fields: Partial<User>): Promise<void> {
    await this.users.updateOne({ _id: id }, { $set: fields }).exec();
  }

  async setRole(id: Types.ObjectId, role: UserRole): Promise<number> {
    const result = await this.users
      .updateOne(
        { _id: id, role: { $ne: role } },
        { $set: { role, signInsValidAfter: new Date() }, $inc: { sessionVersion: 1 } },
        { runValidators: true },
      )
      .exec();
    return result.modifiedCount;
  }

  async deleteById(id: Types.ObjectId): Promise<number> {
    const result = await this.users.deleteOne({ _id: id }).exec();
    return result.deletedCount;
  }

  async endSessions(by: { id: Types.ObjectId | string } | { uid: string }): Promise<void> {
    const filter = 'uid' in by ? { uid: by.uid } : { _id: by.id };
    await this.users
      .updateOne(filter, { $set: { signInsValidAfter: new Date() }, $inc: { sessionVersion: 1 } })
      .exec();
  }

  async recordTokensValidAfter(uid: string, validAfter: Date): Promise<void> {
    await this.users
      .updateOne(
        {
          uid,
          $or: [
            { tokensValidAfter: { $exists: false } },
            { tokensValidAfter: { $lt: validAfter } },
          ],
        },
        { $set: { tokensValidAfter: validAfter } },
      )
      .exec();
  }

  async recordDisabledAccounts(disabledUids: string[]): Promise<number> {
    const ended = await this.users
      .updateMany(
        { uid: { $in: disabledUids }, firebaseDisabled: { $ne: true } },
        { $set: { firebaseDisabled: true }, $inc: { sessionVersion: 1 } },
      )
      .exec();
    await this.users
      .updateMany(
        { firebaseDisabled: true, uid: { $nin: disabledUids } },
        { $set: { firebaseDisabled: false } },
      )
      .exec();
    return ended.modifiedCount;
  }

  async recordChanged(_id: Types.ObjectId): Promise<void> {
    // Every read asks the database: nothing to see again.
  }

  keepFresh(): void {
    // Every read asks the database: nothing to keep.
  }

  async reread(): Promise<void> {
    // Every read asks the database: it already sees every write.
  }
}
