import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { ApiMessages, DEFAULT_USER_STATUS, type UserRole } from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { AppConfig } from '../config/app.config';
import { toStoredImageRef } from '../images/image-paths';
import { generateRefCode } from './ref-code';
import type { User, UserRecordData } from './schemas/user.schema';
import { searchFieldsOf } from './user-search';
import type { UsersPageQuery } from './users-page.query';
import { type UserFields, type UsersExportQuery, UsersRepository } from './users.repository';
import type { VerifiedIdentity } from '../access/verified-identity';
import type { AuthPrincipal } from '../access/auth-principal';

export type { UserRecordData } from './schemas/user.schema';
export type { UsersExportQuery } from './users.repository';

export type { VerifiedIdentity } from '../access/verified-identity';

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
  signInsValidAfter?: Date;
}

/** The record an API token names, as POST /jwt signs it. */
export interface SessionRecord {
  id: Types.ObjectId;
  sessionVersion: number;
  /** Sign-ins before this moment mint no session (logout, a role change). */
  signInsValidAfter?: Date;
}

/**
 * Whether a verified ID token comes from a sign-in that a logout or a role change has ended
 * since. auth_time is in whole seconds, so a sign-in in the very second of the logout counts as
 * before it: refusing one sign-in too many is the safe side.
 */
export function signInEnded(
  identity: VerifiedIdentity,
  record: { signInsValidAfter?: Date } | null | undefined,
): boolean {
  if (!record?.signInsValidAfter) return false;
  return (
    identity.authTime === undefined || identity.authTime * 1000 < record.signInsValidAfter.getTime()
  );
}

const MAX_UPSERT_ATTEMPTS = 4;
/** A Firebase account replaced by a new one with the same email leaves the old record behind. */
const EMAIL_TAKEN = 'A record with this email already exists';

function emailLocalPart(email: string): string {
  return email.split('@')[0] || email;
}

/** The users' rules: who may write what, the upsert's races, the search fields kept in step. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly config: AppConfig,
  ) {}

  findById(id: Types.ObjectId | string): Promise<UserRecordData | null> {
    return this.users.findById(id);
  }

  findByUid(uid: string): Promise<UserRecordData | null> {
    return this.users.findByUid(uid);
  }

  findByEmail(email: string): Promise<UserRecordData | null> {
    return this.users.findByEmail(email);
  }

  /** The inviter behind an invite link, which carries a refCode or (older links) a uid. */
  findInviter(inviteCode: string): Promise<UserRecordData | null> {
    return this.users.findInviter(inviteCode);
  }

  countPartnersOf(uid: string): Promise<number> {
    return this.users.countReferredBy(uid);
  }

  countAdmins(): Promise<number> {
    return this.users.countAdmins();
  }

  /** Before an export: refuses it (503) while the list is still loading after a restart. */
  listReady(): Promise<void> {
    return this.users.listReady();
  }

  /** GET /users: one page and the number of matches. */
  findPage(query: UsersPageQuery): Promise<{ users: UserRecordData[]; total: number }> {
    return this.users.findPage(query);
  }

  /** GET /users/export.csv: every match of a GET /users query, in its order, one at a time. */
  streamMatches(query: UsersExportQuery): AsyncIterable<UserRecordData> {
    return this.users.streamMatches(query);
  }

  /** On every session exchange: keep email and verification in step with Firebase. */
  async recordSessionExchange(identity: VerifiedIdentity): Promise<SessionRecord> {
    const outcome = await this.upsertByUid(
      identity.uid,
      { email: identity.email, emailVerified: identity.emailVerified },
      { name: identity.name || emailLocalPart(identity.email) },
    );
    return {
      id: outcome.id,
      sessionVersion: outcome.sessionVersion,
      signInsValidAfter: outcome.signInsValidAfter,
    };
  }

  /**
   * Ends every API token issued for this record so far (logout, a delete), and every sign-in
   * made so far: an ID token from before it mints no new session.
   */
  endSessions(id: Types.ObjectId | string): Promise<void> {
    return this.users.endSessions({ id });
  }

  /** The same, for a Firebase account whose ID token was refused as revoked or disabled. */
  endSessionsOfUid(uid: string): Promise<void> {
    return this.users.endSessions({ uid });
  }

  /**
   * Mirrors a revoke of the account's refresh tokens (Firebase's tokensValidAfterTime): API
   * tokens issued before it are refused from then on. Only ever moves forward.
   */
  recordTokensValidAfter(uid: string, validAfter: Date): Promise<void> {
    return this.users.recordTokensValidAfter(uid, validAfter);
  }

  /**
   * Mirrors which Firebase accounts are disabled: a newly disabled one has its sessions ended
   * (once), a re-enabled one signs in again through POST /jwt as usual.
   */
  recordDisabledAccounts(disabledUids: string[]): Promise<number> {
    return this.users.recordDisabledAccounts(disabledUids);
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

  /** GET /users/admin/{email}: anyone may ask about themselves, only an admin about others. */
  async isAdminAsAskedBy(caller: AuthPrincipal, email: string): Promise<boolean> {
    if (email.trim().toLowerCase() === caller.email.toLowerCase()) return caller.role === 'admin';
    if (caller.role !== 'admin') throw new ForbiddenException(ApiMessages.otherUsersAdminStatus);
    return (await this.findByEmail(email))?.role === 'admin';
  }

  /**
   * The seed's admin: bound to the Firebase account of that email. A record left from an earlier
   * Firebase account with the same email is re-bound to the current uid instead of duplicated.
   */
  async ensureAdmin(identity: VerifiedIdentity): Promise<void> {
    const existing = await this.findByEmail(identity.email);
    if (existing && existing.uid !== identity.uid) {
      await this.users.updateFields(existing._id, { uid: identity.uid });
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
  setRole(id: Types.ObjectId, role: UserRole): Promise<number> {
    return this.users.setRole(id, role);
  }

  deleteById(id: Types.ObjectId): Promise<number> {
    return this.users.deleteById(id);
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
        const before = await this.users.upsertByUid(uid, $set, $setOnInsert);
        if (!before) return { id: newId, created: true, modifiedCount: 0, sessionVersion: 0 };
        await this.keepSearchFieldsCurrent(before, set);
        const changed = (Object.keys(set) as (keyof User)[]).some(
          (field) => before[field] !== set[field],
        );
        return {
          id: before._id,
          created: false,
          modifiedCount: changed ? 1 : 0,
          sessionVersion: before.sessionVersion ?? 0,
          signInsValidAfter: before.signInsValidAfter,
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
    await this.users.updateFields(before._id, current);
  }
}
