import type { Types } from 'mongoose';
import type { UserRole } from '@threadline/contracts';
import type { User, UserRecordData } from './schemas/user.schema';
import type { UsersPageQuery } from './users-page.query';

/** GET /users' filters and order, without the page. */
export type UsersExportQuery = Omit<UsersPageQuery, 'page' | 'limit'>;

/** The fields an upsert sets on every write, email always among them. */
export type UserFields = Partial<User> & { email: string };

/**
 * The users collection, one method per question or write the API makes of it. Two
 * implementations, picked by UsersModule from USERS_SEARCH: DatabaseUsersRepository asks the
 * database every time (MongoDB, on its indexes); MemoryUsersRepository writes to the database too
 * but answers the list, the export and the referral count from an in-process index (FerretDB,
 * whose SQLite backend reads no index). UsersService does not know which one it holds.
 */
export abstract class UsersRepository {
  abstract findById(id: Types.ObjectId | string): Promise<UserRecordData | null>;
  abstract findByUid(uid: string): Promise<UserRecordData | null>;
  /** By the stored (lowercase) email. */
  abstract findByEmail(email: string): Promise<UserRecordData | null>;
  /** The record whose refCode (or, for older invite links, uid) this is. */
  abstract findInviter(inviteCode: string): Promise<UserRecordData | null>;
  abstract countReferredBy(uid: string): Promise<number>;
  abstract countAdmins(): Promise<number>;

  /**
   * Resolves once GET /users and its export can be answered; throws UsersListLoadingException
   * (503, Retry-After) while an in-process index's first read still runs.
   */
  abstract listReady(): Promise<void>;
  /** GET /users: one page, in the query's order, and the number of matches. */
  abstract findPage(query: UsersPageQuery): Promise<{ users: UserRecordData[]; total: number }>;
  /** GET /users/export.csv: every match, in order, one record at a time. */
  abstract streamMatches(query: UsersExportQuery): AsyncIterable<UserRecordData>;

  /**
   * Creates or updates the record of a uid: `set` on every write, `setOnInsert` (with the new
   * `_id`) only on creation. Answers the record as it was before, with its search fields, or
   * null when it was created. A unique index refusing the write throws the driver's error.
   */
  abstract upsertByUid(
    uid: string,
    set: Partial<User>,
    setOnInsert: Partial<User> & { _id: Types.ObjectId },
  ): Promise<UserRecordData | null>;
  /** Sets fields of one record that no sort or search reads beyond its own (uid, search fields). */
  abstract updateFields(id: Types.ObjectId, fields: Partial<User>): Promise<void>;
  /** Sets the role unless it already is this one, ending the sessions; answers the count changed. */
  abstract setRole(id: Types.ObjectId, role: UserRole): Promise<number>;
  abstract deleteById(id: Types.ObjectId): Promise<number>;
  /** Sees a write made to this record outside the repository (the trash moving it out or back). */
  abstract recordChanged(id: Types.ObjectId): Promise<void>;

  /** Ends every API token issued for the record so far. */
  abstract endSessions(by: { id: Types.ObjectId | string } | { uid: string }): Promise<void>;
  /** Refuses API tokens issued before this time; only ever moves forward. */
  abstract recordTokensValidAfter(uid: string, validAfter: Date): Promise<void>;
  /** Marks these accounts disabled (ending their sessions once) and the others not. */
  abstract recordDisabledAccounts(disabledUids: string[]): Promise<number>;

  /**
   * The server's start (main.ts): whatever this implementation keeps current in the background.
   * Writes made elsewhere (another process, a script) are seen at once by the database, and by the
   * in-process index after its next re-read.
   */
  abstract keepFresh(): void;
  /** Sees every write made elsewhere now (a no-op when every read asks the database). */
  abstract reread(): Promise<void>;
}
