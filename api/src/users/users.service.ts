import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { DEFAULT_USER_STATUS } from '@threadline/contracts';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { generateRefCode } from './ref-code';
import { User } from './schemas/user.schema';

/** A user record as read from the database (plain object, not a document). */
export type UserRecordData = User & { _id: Types.ObjectId };

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

const MAX_UPSERT_ATTEMPTS = 4;
/** A Firebase account replaced by a new one with the same email leaves the old record behind. */
const EMAIL_TAKEN = 'A record with this email already exists';

function emailLocalPart(email: string): string {
  return email.split('@')[0] || email;
}

/** The users collection, one method per question the API asks of it. */
@Injectable()
export class UsersService implements OnModuleInit {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async onModuleInit(): Promise<void> {
    // Unique indexes must exist before the first upsert, or a race could insert a twin.
    await this.users.init();
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

  countPartnersOf(uid: string): Promise<number> {
    return this.users.countDocuments({ referredBy: uid }).exec();
  }

  /** On every session exchange: keep email and verification in step with Firebase. */
  async recordSessionExchange(identity: VerifiedIdentity): Promise<void> {
    await this.upsertByUid(
      identity.uid,
      { email: identity.email, emailVerified: identity.emailVerified },
      { name: identity.name || emailLocalPart(identity.email) },
    );
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
    const set: Partial<User> = { email: identity.email, emailVerified: identity.emailVerified };
    const setOnInsert: Partial<User> = {};
    if (changes.name) set.name = changes.name;
    else setOnInsert.name = identity.name || emailLocalPart(identity.email);
    if (changes.photoURL) set.photoURL = changes.photoURL;
    if (inviterUid && inviterUid !== identity.uid) setOnInsert.referredBy = inviterUid;

    const result = await this.upsertByUid(identity.uid, set, setOnInsert);
    if (result.upsertedId) return { created: true, insertedId: String(result.upsertedId) };
    return { created: false, modifiedCount: result.modifiedCount };
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

  private async upsertByUid(uid: string, set: Partial<User>, setOnInsert: Partial<User>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.users
          .updateOne(
            { uid },
            { $set: set, $setOnInsert: { ...setOnInsert, refCode: generateRefCode() } },
            { upsert: true, runValidators: true },
          )
          .exec();
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Not every engine names the index in the error, so ask the question directly.
        const emailOwner = set.email ? await this.findByEmail(set.email) : null;
        if (emailOwner && emailOwner.uid !== uid) throw new ConflictException(EMAIL_TAKEN);
        // Otherwise two first requests of one user raced, or a refCode collided: the next
        // attempt finds the record (or draws a new code).
        if (attempt >= MAX_UPSERT_ATTEMPTS) throw error;
      }
    }
  }
}
