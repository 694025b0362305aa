import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditChange,
  type AuditTargetType,
} from '@threadline/contracts';

const ChangeSchema = new MongooseSchema<AuditChange>(
  { field: { type: String, required: true }, from: String, to: String },
  { _id: false },
);

/**
 * One entry of the audit trail. Append-only: the hooks below refuse every update and delete made
 * through the model, so the only removal is the retention clean-up (audit-retention.ts), which
 * goes to the collection itself, or MongoDB's TTL monitor.
 */
@Schema({ collection: 'auditEntries', versionKey: false })
export class AuditEntry {
  @Prop(raw({ id: { type: String }, email: { type: String }, unverified: { type: Boolean } }))
  actor!: { id?: string; email?: string; unverified?: true };

  @Prop({ type: String, enum: AUDIT_ACTIONS, required: true })
  action!: AuditAction;

  @Prop(
    raw({
      type: { type: String, enum: AUDIT_TARGET_TYPES, required: true },
      id: { type: String },
      label: { type: String },
    }),
  )
  target!: { type: AuditTargetType; id?: string; label?: string };

  @Prop({ type: [ChangeSchema], default: [] })
  changes!: AuditChange[];

  /** The same instant as the `_id`'s timestamp (both are taken by the API when it writes). */
  @Prop({ required: true })
  at!: Date;

  @Prop()
  requestId?: string;

  @Prop()
  ip?: string;

  /** Set on every entry of one bulk action: the batch's id. */
  @Prop()
  batchId?: string;
}

export type AuditEntryData = AuditEntry & { _id: Types.ObjectId };
export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);

// GET /audit's filters, each with the newest-first order (`_id`) behind it, so a page of a filtered
// list at a million entries is an index range, not a scan. The unfiltered list walks `_id` itself.
// The target filter is an $or of id and label: one index per branch lets MongoDB merge the two.
AuditEntrySchema.index({ action: 1, _id: -1 });
AuditEntrySchema.index({ 'actor.email': 1, _id: -1 });
AuditEntrySchema.index({ 'actor.id': 1, _id: -1 });
AuditEntrySchema.index({ 'target.id': 1, _id: -1 });
AuditEntrySchema.index({ 'target.label': 1, _id: -1 });

const REFUSED = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndDelete',
] as const;
for (const operation of REFUSED) {
  AuditEntrySchema.pre(operation, function refuse() {
    throw new Error(`Audit entries are append-only: ${operation} is not allowed`);
  });
}
