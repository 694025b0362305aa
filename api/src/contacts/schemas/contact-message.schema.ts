import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';

@Schema({ collection: 'contacts', versionKey: false })
export class ContactMessage {
  @Prop({ required: true, trim: true })
  name!: string;

  @Prop({ required: true, trim: true })
  email!: string;

  @Prop({ trim: true })
  subject?: string;

  @Prop({ required: true, trim: true })
  message!: string;

  @Prop({ default: false })
  read!: boolean;

  @Prop({ default: () => new Date() })
  createdAt!: Date;

  /** The latest reply from the inbox (the replies themselves: contactReplies). */
  @Prop()
  repliedAt?: Date;

  /** The quote request the team made from this message. */
  @Prop({ type: Object })
  quoteRequest?: { id: Types.ObjectId; reference: string };
}

export type ContactMessageDocument = HydratedDocument<ContactMessage>;
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);

// The inbox lists newest first and counts the unread ones.
ContactMessageSchema.index({ createdAt: -1 });
ContactMessageSchema.index({ read: 1 });
