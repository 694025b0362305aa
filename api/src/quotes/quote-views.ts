import type { AdminQuoteRequest, QuoteRequest } from '@threadline/contracts';
import type { QuoteRequestData } from './schemas/quote-request.schema';

const iso = (date: Date) => date.toISOString();

/** What the owner may see: status, offer and history, never the internal notes. */
export function ownerViewOf(record: QuoteRequestData): QuoteRequest {
  return {
    _id: record._id.toHexString(),
    reference: record.reference,
    name: record.name,
    email: record.email,
    company: record.company,
    phone: record.phone,
    categoryKey: record.categoryKey,
    kind: record.kind,
    quantity: record.quantity,
    targetUnitPrice: record.targetUnitPrice,
    currency: record.currency,
    deadline: iso(record.deadline).slice(0, 10),
    details: record.details,
    sizes: record.sizes?.length
      ? Object.fromEntries(record.sizes.map(({ size, quantity }) => [size, quantity]))
      : undefined,
    attachments: (record.attachments ?? []).map((attachment) => ({
      id: attachment.id.toHexString(),
      fileName: attachment.fileName,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
    status: record.status,
    offer: record.offer && {
      unitPrice: record.offer.unitPrice,
      currency: record.offer.currency,
      leadTimeDays: record.offer.leadTimeDays,
      quotedAt: iso(record.offer.quotedAt),
    },
    history: (record.history ?? []).map(({ status, at, event, contactId }) => ({
      status,
      at: iso(at),
      ...(event ? { event } : {}),
      ...(contactId ? { contactId: String(contactId) } : {}),
    })),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

export function adminViewOf(record: QuoteRequestData, repeatOf?: string): AdminQuoteRequest {
  return {
    ...ownerViewOf(record),
    ownerUid: record.ownerUid,
    ...(repeatOf ? { repeatOf } : {}),
    notes: (record.notes ?? []).map((note) => ({
      text: note.text,
      authorEmail: note.authorEmail,
      createdAt: iso(note.createdAt),
    })),
  };
}
