import {
  ConflictException,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type FilterQuery, type Model, Types } from 'mongoose';
import { DEFAULT_USER_STATUS, type UserRole, type UserSortField } from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { AppConfig } from '../config/app.config';
import { toStoredImageRef } from '../images/image-refs';
import { generateRefCode } from './ref-code';
import { User, type UserRecordData } from './schemas/user.schema';
import { escapeRegExp, normalizeText, searchTermsOf } from './user-search';
import { UserSearchIndex } from './user-search.index';
import type { UsersPageQuery } from './users-page.query';

export type { UserRecordData } from './schemas/user.schema';

/** Who the caller is, taken from a verified token and nothing else. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** The display name in the Firebase token, when the account has one. */
  name?: string;
}

export interface OwnProfileChanges {
  name?: string;
  photoURL?: string;
}

export type SaveOwnRecordResult =
  { created: true; insertedId: string } | { created: false; modifiedCount: number };

interface UpsertOutcome {
  id: Types.ObjectId;
  created: boolean;
  modifiedCount: number;
  /** The record's sessionVersion as the upsert found it (0 for a new record). */
  sessionVersion: number;
}

/** The record an API token names, as POST /jwt signs it. */
export interface SessionRecord {
  id: Types.ObjectId;
  sessionVersion: number;
}

type UserFields = Partial<User> & { email: string };

const MAX_UPSERT_ATTEMPTS = 4;
/** A Firebase account replaced by a new one with the same email leaves the old record behind. */
const EMAIL_TAKEN = 'A record with this email already exists';

/** The stored field each allow-listed sort reads. */
const SORT_PATHS: Record<UserSortField, string> = {
  name: 'nameKey',
  email: 'email',
  role: 'role',
  createdAt: 'createdAt',
};

/** GET /users' filters and order, without the page. */
export type UsersExportQuery = Omit<UsersPageQuery, 'page' | 'limit'>;

const EXPORT_BATCH_SIZE = 1000;

function filterOf(query: UsersExportQuery): FilterQuery<User> {
  const filter: FilterQuery<User> = {};
  if (query.role) filter.role = query.role;
  if (query.search) filter.searchTerms = { $regex: `^${escapeRegExp(query.search)}` };
  return filter;
}

function sortOf(query: UsersExportQuery): Record<string, 1 | -1> {
  const direction = query.order === 'asc' ? 1 : -1;
  return { [SORT_PATHS[query.sort]]: direction, _id: direction };
}

function emailLocalPart(email: string): string {
  return email.split('@')[0] || email;
}

/** The fields GET /users filters and sorts by, derived from name and email. */
export function searchFieldsOf(name: string, email: string): Pick<User, 'searchTerms' | 'nameKey'> {
  return { searchTerms: searchTermsOf(name, email), nameKey: normalizeText(name) };
}

/** The users collection, one method per question the API asks of it. */
@Injectable()
export class UsersService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly searchIndex: UserSearchIndex,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // Unique indexes must exist before the first upsert, or a race could insert a twin.
    await this.users.init();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.searchIndex.isActive) await this.addMissingSearchFields();
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

  /** The inviter behind an invite link, which carries a refCode or (older links) a uid. */
  findInviter(inviteCode: string): Promise<UserRecordData | null> {
    return this.users
      .findOne({ $or: [{ refCode: inviteCode }, { uid: inviteCode }] })
      .lean<UserRecordData>()
      .exec();
  }

  /** From the in-process index when there is one: counting in the database scans (FerretDB). */
  countPartnersOf(uid: string): Promise<number> {
    if (this.searchIndex.isActive) return this.searchIndex.countReferredBy(uid);
    return this.users.countDocuments({ referredBy: uid }).exec();
  }

  countAdmins(): Promise<number> {
    return this.users.countDocuments({ role: 'admin' }).exec();
  }

  /** GET /users: one page and the number of matches. */
  async findPage(query: UsersPageQuery): Promise<{ users: UserRecordData[]; total: number }> {
    if (this.searchIndex.isActive) return this.searchIndex.findPage(query);
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

  /**
   * GET /users/export.csv: every match of a GET /users query, in its order, one record at a time:
   * from the in-process index when there is one (it already holds the records), else from a
   * database cursor read in batches.
   */
  async *streamMatches(query: UsersExportQuery): AsyncGenerator<UserRecordData> {
    if (this.searchIndex.isActive) {
      for (const entry of await this.searchIndex.entriesMatching(query)) yield entry.record;
      return;
    }
    yield* this.users
      .find(filterOf(query))
      .sort(sortOf(query))
      .lean<UserRecordData>()
      .cursor({ batchSize: EXPORT_BATCH_SIZE });
  }

  /** On every session exchange: keep email and verification in step with Firebase. */
  async recordSessionExchange(identity: VerifiedIdentity): Promise<SessionRecord> {
    const outcome = await this.upsertByUid(
      identity.uid,
      { email: identity.email, emailVerified: identity.emailVerified },
      { name: identity.name || emailLocalPart(identity.email) },
    );
    return { id: outcome.id, sessionVersion: outcome.sessionVersion };
  }

  /** Ends every API token issued for this record so far (logout, a delete). */
  async endSessions(id: Types.ObjectId | string): Promise<void> {
    await this.users.updateOne({ _id: id }, { $inc: { sessionVersion: 1 } }).exec();
  }

  /** The same, for a Firebase account whose ID token was refused as revoked or disabled. */
  async endSessionsOfUid(uid: string): Promise<void> {
    await this.users.updateOne({ uid }, { $inc: { sessionVersion: 1 } }).exec();
  }

  /**
   * Mirrors a revoke of the account's refresh tokens (Firebase's tokensValidAfterTime): API
   * tokens issued before it are refused from then on. Only ever moves forward.
   */
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

  /**
   * Mirrors which Firebase accounts are disabled: a newly disabled one has its sessions ended
   * (once), a re-enabled one signs in again through POST /jwt as usual.
   */
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

  /**
   * POST /users: creates or updates the caller's own record. Role, status and referral are only
   * ever written on creation, and never from what the client claims about itself.
   */
  async saveOwnRecord(
    identity: VerifiedIdentity,
    changes: OwnProfileChanges,
    inviterUid?: string,
  ): Promise<SaveOwnRecordResult> {
    const set: UserFields = { email: identity.email, emailVerified: identity.emailVerified };
    const setOnInsert: Partial<User> = {};
    if (changes.name) set.name = changes.name;
    else setOnInsert.name = identity.name || emailLocalPart(identity.email);
    // A photo this API hosts is stored as its /images/<id> path, so it survives a move of the API.
    if (changes.photoURL)
      set.photoURL = toStoredImageRef(changes.photoURL, this.config.http.publicApiUrl);
    if (inviterUid && inviterUid !== identity.uid) setOnInsert.referredBy = inviterUid;

    const outcome = await this.upsertByUid(identity.uid, set, setOnInsert);
    if (outcome.created) return { created: true, insertedId: outcome.id.toHexString() };
    return { created: false, modifiedCount: outcome.modifiedCount };
  }

  /**
   * The seed's admin: bound to the Firebase account of that email. A record left from an earlier
   * Firebase account with the same email is re-bound to the current uid instead of duplicated.
   */
  async ensureAdmin(identity: VerifiedIdentity): Promise<void> {
    const existing = await this.findByEmail(identity.email);
    if (existing && existing.uid !== identity.uid) {
      await this.users.updateOne({ _id: existing._id }, { $set: { uid: identity.uid } }).exec();
    }
    await this.upsertByUid(
      identity.uid,
      {
        email: identity.email,
        emailVerified: identity.emailVerified,
        role: 'admin',
        status: DEFAULT_USER_STATUS,
      },
      { name: identity.name || emailLocalPart(identity.email) },
    );
  }

  /**
   * Answers the number of records changed (0 when the role was already this one). A change ends
   * the person's sessions: their next sign-in carries the new role in a fresh token.
   */
  async setRole(id: Types.ObjectId, role: UserRole): Promise<number> {
    const result = await this.users
      .updateOne(
        { _id: id, role: { $ne: role } },
        { $set: { role }, $inc: { sessionVersion: 1 } },
        { runValidators: true },
      )
      .exec();
    await this.searchIndex.touch(id);
    return result.modifiedCount;
  }

  async deleteById(id: Types.ObjectId): Promise<number> {
    const result = await this.users.deleteOne({ _id: id }).exec();
    await this.searchIndex.touch(id);
    return result.deletedCount;
  }

  /**
   * Creates or updates the record of a uid, answering its id and whether it was created or
   * changed. The search fields go in the same write when the name is known up front; a record
   * whose email changed under a kept name gets them in a second write.
   */
  private async upsertByUid(
    uid: string,
    set: UserFields,
    setOnInsert: Partial<User>,
  ): Promise<UpsertOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const newId = new Types.ObjectId();
      const $set: Partial<User> = { ...set };
      const $setOnInsert: Partial<User> & { _id: Types.ObjectId } = {
        ...setOnInsert,
        _id: newId,
        refCode: generateRefCode(),
      };
      if (set.name !== undefined) Object.assign($set, searchFieldsOf(set.name, set.email));
      else if (setOnInsert.name !== undefined)
        Object.assign($setOnInsert, searchFieldsOf(setOnInsert.name, set.email));
      try {
        const before = await this.users
          .findOneAndUpdate(
            { uid },
            { $set, $setOnInsert },
            { upsert: true, returnDocument: 'before', runValidators: true },
          )
          .select('+searchTerms +nameKey')
          .lean<UserRecordData>()
          .exec();
        if (!before) {
          await this.searchIndex.touch(newId);
          return { id: newId, created: true, modifiedCount: 0, sessionVersion: 0 };
        }
        await this.keepSearchFieldsCurrent(before, set);
        const changed = (Object.keys(set) as (keyof User)[]).some(
          (field) => before[field] !== set[field],
        );
        if (changed) await this.searchIndex.touch(before._id);
        return {
          id: before._id,
          created: false,
          modifiedCount: changed ? 1 : 0,
          sessionVersion: before.sessionVersion ?? 0,
        };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Not every engine names the index in the error, so ask the question directly.
        const emailOwner = await this.findByEmail(set.email);
        if (emailOwner && emailOwner.uid !== uid) throw new ConflictException(EMAIL_TAKEN);
        // Otherwise two first requests of one user raced, or a refCode collided: the next
        // attempt finds the record (or draws a new code).
        if (attempt >= MAX_UPSERT_ATTEMPTS) throw error;
      }
    }
  }

  private async keepSearchFieldsCurrent(before: UserRecordData, set: UserFields): Promise<void> {
    if (set.name !== undefined) return;
    const current = searchFieldsOf(before.name, set.email);
    if (
      before.nameKey === current.nameKey &&
      before.searchTerms?.join('\n') === current.searchTerms?.join('\n')
    )
      return;
    await this.users.updateOne({ _id: before._id }, { $set: current }).exec();
  }

  /** Records written before the search fields existed get them once, at start. */
  private async addMissingSearchFields(): Promise<void> {
    const missing = this.users
      .find({ nameKey: { $exists: false } }, { name: 1, email: 1 })
      .lean<Pick<UserRecordData, '_id' | 'name' | 'email'>>()
      .cursor();
    let updated = 0;
    for await (const user of missing) {
      const { _id, name, email } = user as Pick<UserRecordData, '_id' | 'name' | 'email'>;
      await this.users.updateOne({ _id }, { $set: searchFieldsOf(name ?? '', email ?? '') }).exec();
      updated += 1;
    }
    if (updated > 0) this.logger.log(`Added the search fields to ${updated} user records`);
  }
}
