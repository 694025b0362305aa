import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { DEFAULT_USER_STATUS, USER_ROLES, type UserRole } from '@threadline/contracts';

@Schema({ collection: 'users', versionKey: false })
export class User {
  /** The Firebase Auth uid: the only identity the API trusts. */
  @Prop({ required: true, unique: true })
  uid!: string;

  @Prop({ required: true, trim: true })
  name!: string;

  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email!: string;

  @Prop()
  photoURL?: string;

  @Prop({ type: String, enum: USER_ROLES, default: 'user' })
  role!: UserRole;

  @Prop({ default: DEFAULT_USER_STATUS })
  status!: string;

  @Prop({ default: false })
  emailVerified!: boolean;

  @Prop()
  phoneNumber?: string;

  /** The code in this user's invite link, /invite/{refCode}. */
  @Prop({ required: true, unique: true })
  refCode!: string;

  /** The inviter's uid, set once when the record is created. */
  @Prop({ index: true })
  referredBy?: string;

  @Prop()
  ordersCount?: number;

  @Prop()
  projectsCount?: number;

  @Prop({ default: () => new Date() })
  createdAt!: Date;

  /**
   * Bumped by logout, a role change, a delete and a disabled Firebase account: an API token
   * carrying an older version (claim `sv`) is refused.
   */
  @Prop({ default: 0 })
  sessionVersion?: number;

  /**
   * Firebase's tokensValidAfterTime, mirrored by the session sync: an API token issued before it
   * (a revoke of the account's refresh tokens) is refused.
   */
  @Prop()
  tokensValidAfter?: Date;

  /**
   * Set by logout, a role change and a delete: a Firebase ID token whose auth_time is older
   * mints no session (POST /jwt) and is refused where routes take one directly.
   */
  @Prop()
  signInsValidAfter?: Date;

  /** Firebase's disabled flag as the session sync last saw it, so a disable bumps only once. */
  @Prop()
  firebaseDisabled?: boolean;

  /** Derived from name and email (user-search.ts), for GET /users; never sent to clients. */
  @Prop({ type: [String], select: false })
  searchTerms?: string[];

  /** The normalized name GET /users sorts by; never sent to clients. */
  @Prop({ select: false })
  nameKey?: string;
}

export type UserDocument = HydratedDocument<User>;
/** A user record as read from the database (plain object, not a document). */
export type UserRecordData = User & { _id: Types.ObjectId };
export const UserSchema = SchemaFactory.createForClass(User);

// GET /users on MongoDB: an anchored prefix on searchTerms, an equality on role, a sort on one
// of the allow-listed fields with `_id` breaking ties (database-users.repository.ts sorts by
// { field, _id }). Each sort index ends in `_id`, so a page is read in index order and never
// sorts every match: a broad search walks the sort index and stops after a page, a narrow one
// reads searchTerms. Email and role sort with their own `_id` tie too.
UserSchema.index({ searchTerms: 1 });
UserSchema.index({ createdAt: -1, _id: -1 });
UserSchema.index({ role: 1, createdAt: -1, _id: -1 });
UserSchema.index({ nameKey: 1, _id: 1 });
UserSchema.index({ role: 1, nameKey: 1, _id: 1 });
UserSchema.index({ email: 1, _id: 1 });
UserSchema.index({ role: 1, email: 1, _id: 1 });
UserSchema.index({ role: 1, _id: 1 });
