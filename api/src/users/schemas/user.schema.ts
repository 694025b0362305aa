import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
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
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
