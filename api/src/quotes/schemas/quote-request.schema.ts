import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import {
  INCOTERMS,
  type Incoterm,
  type QuoteDestination,
  QUOTE_CURRENCIES,
  QUOTE_KINDS,
  QUOTE_STATUSES,
  type QuoteCurrency,
  type QuoteHistoryEvent,
  type QuoteKind,
  type QuoteStatus,
} from '@threadline/contracts';
import type { StoredQuoteLine } from './quote-lines';

/** Sizes are stored as a list, so no client-chosen text ever becomes a field name. */
@Schema({ _id: false, versionKey: false })
export class SizeQuantity {
  @Prop({ required: true })
  size!: string;

  @Prop({ required: true })
  quantity!: number;
}

@Schema({ _id: false, versionKey: false })
export class StoredAttachment {
  @Prop({ type: Types.ObjectId, required: true })
  id!: Types.ObjectId;

  @Prop({ required: true })
  fileName!: string;

  @Prop({ required: true })
  contentType!: string;

  @Prop({ required: true })
  size!: number;
}

@Schema({ _id: false, versionKey: false })
export class StoredOffer {
  @Prop({ required: true })
  unitPrice!: number;

  @Prop({ type: String, enum: QUOTE_CURRENCIES, required: true })
  currency!: QuoteCurrency;

  @Prop({ required: true })
  leadTimeDays!: number;

  @Prop({ required: true })
  quotedAt!: Date;

  /** Set when the offer was sent with its lines (api/src/offers): YYYY-MM-DD. */
  @Prop()
  validUntil?: string;
}

@Schema({ _id: false, versionKey: false })
export class StoredNote {
  @Prop({ required: true })
  text!: string;

  @Prop({ required: true })
  authorUid!: string;

  @Prop({ required: true })
  authorEmail!: string;

  @Prop({ required: true })
  createdAt!: Date;
}

@Schema({ _id: false, versionKey: false })
export class StatusChange {
  @Prop({ type: String, enum: QUOTE_STATUSES, required: true })
  status!: QuoteStatus;

  @Prop({ required: true })
  at!: Date;

  /**
   * Set on an entry that is not a move: the request joined its buyer's account, the team made it
   * from a contact message, or a line was re-pinned.
   */
  @Prop({ type: String, enum: ['linked-to-account', 'created-from-contact', 'line-repinned'] })
  event?: QuoteHistoryEvent;

  /** With `created-from-contact`: the message it was made from. */
  @Prop({ type: Types.ObjectId })
  contactId?: Types.ObjectId;

  /** A re-pin: the line (1-based) and its version before and after. */
  @Prop()
  line?: number;

  @Prop()
  fromVersion?: number;

  @Prop()
  toVersion?: number;
}

@Schema({ collection: 'quotes', versionKey: false })
export class QuoteRequestRecord {
  @Prop({ required: true, unique: true })
  reference!: string;

  @Prop({ required: true })
  name!: string;

  @Prop({ required: true })
  email!: string;

  /** The address in lower case: how a guest's requests are found when their account is verified. */
  @Prop()
  emailKey?: string;

  @Prop()
  company?: string;

  @Prop()
  phone?: string;

  @Prop({ required: true })
  categoryKey!: string;

  @Prop({ type: String, enum: QUOTE_KINDS, required: true })
  kind!: QuoteKind;

  @Prop({ required: true })
  quantity!: number;

  @Prop()
  targetUnitPrice?: number;

  @Prop({ type: String, enum: QUOTE_CURRENCIES })
  currency?: QuoteCurrency;

  @Prop({ required: true })
  deadline!: Date;

  @Prop({ required: true })
  details!: string;

  @Prop({ type: [SchemaFactory.createForClass(SizeQuantity)], default: undefined })
  sizes?: SizeQuantity[];

  /** The colour the public form's sizes are for. */
  @Prop()
  colour?: string;

  /** Every file of the request (each quick line lists its own among them). */
  @Prop({ type: [SchemaFactory.createForClass(StoredAttachment)], default: [] })
  attachments!: StoredAttachment[];

  /**
   * The request's lines (quote-lines.ts). A request from before lines has none until the
   * migration gives it its one quick line; it reads as that line meanwhile.
   */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined })
  lines?: StoredQuoteLine[];

  @Prop({ type: Object })
  destination?: QuoteDestination;

  @Prop({ type: String, enum: INCOTERMS })
  incoterm?: Incoterm;

  @Prop({ type: String, enum: QUOTE_STATUSES, required: true })
  status!: QuoteStatus;

  /** The signed-in requester's Firebase uid; absent for an anonymous request. */
  @Prop()
  ownerUid?: string;

  @Prop({ type: SchemaFactory.createForClass(StoredOffer) })
  offer?: StoredOffer;

  /** Internal: only admins ever see them. */
  @Prop({ type: [SchemaFactory.createForClass(StoredNote)], default: [] })
  notes!: StoredNote[];

  @Prop({ type: [SchemaFactory.createForClass(StatusChange)], default: [] })
  history!: StatusChange[];

  @Prop({ required: true })
  createdAt!: Date;

  @Prop({ required: true })
  updatedAt!: Date;
}

export type QuoteRequestDocument = HydratedDocument<QuoteRequestRecord>;
export type QuoteRequestData = QuoteRequestRecord & { _id: Types.ObjectId };
export const QuoteRequestSchema = SchemaFactory.createForClass(QuoteRequestRecord);

// The admin list filters by status and sorts newest first, `_id` breaking ties (quotes.service.ts
// sorts by { createdAt, _id }): with `_id` in the index, a page at a million requests is an index
// range in order, not a sort of every match. Members read their own. The list's other sorts
// (QUOTE_SORT_FIELDS), with and without the status, each have theirs too (an index serves a sort
// and its reverse): without them MongoDB sorts every request of a status in memory.
QuoteRequestSchema.index({ status: 1, createdAt: -1, _id: -1 });
QuoteRequestSchema.index({ createdAt: -1, _id: -1 });
QuoteRequestSchema.index({ ownerUid: 1, createdAt: -1 });
// Each session exchange looks for the guest requests of the verified address (emailKey; `email`
// for requests stored before it), and the admin list for a buyer's earlier requests.
QuoteRequestSchema.index({ emailKey: 1, createdAt: -1 });
QuoteRequestSchema.index({ email: 1, createdAt: -1 });
for (const field of ['deadline', 'quantity', 'reference'] as const) {
  QuoteRequestSchema.index({ status: 1, [field]: 1, _id: 1 });
  QuoteRequestSchema.index({ [field]: 1, _id: 1 });
}
