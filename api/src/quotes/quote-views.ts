import type { AdminQuoteRequest, QuoteRequest } from '@threadline/contracts';
import { linesViewOf } from './schemas/quote-lines';
import type { QuoteRequestData } from './schemas/quote-request.schema';

const iso = (date: Date) => date.toISOString();

/** What the owner may see: status, offer and history, never the internal notes. */
export function ownerViewOf(
  record: QuoteRequestData,
  latest?: ReadonlyMap<string, number>,
): QuoteRequest {
  return {
    _id: record._id.toHexString(),
    reference: record.reference,
    lines: linesViewOf(record, latest),
    ...(record.destination
      ? { destination: { country: record.destination.country, port: record.destination.port } }
      : {}),
    ...(record.incoterm ? { incoterm: record.incoterm } : {}),
    ...(record.colour ? { colour: record.colour } : {}),
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
      ...(record.offer.validUntil ? { validUntil: record.offer.validUntil } : {}),
    },
    history: (record.history ?? []).map(
      ({ status, at, event, contactId, line, fromVersion, toVersion }) => ({
        status,
        at: iso(at),
        ...(event ? { event } : {}),
        ...(contactId ? { contactId: String(contactId) } : {}),
        ...(line !== undefined ? { line, fromVersion, toVersion } : {}),
      }),
    ),
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
  };
}

export function adminViewOf(
  record: QuoteRequestData,
  repeatOf?: string,
  latest?: ReadonlyMap<string, number>,
): AdminQuoteRequest {
  return {
    ...ownerViewOf(record, latest),
    ownerUid: record.ownerUid,
    ...(repeatOf ? { repeatOf } : {}),
    notes: (record.notes ?? []).map((note) => ({
      text: note.text,
      authorEmail: note.authorEmail,
      createdAt: iso(note.createdAt),
    })),
  };
}
