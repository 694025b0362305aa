import type { AuditChange, QuoteUpdateInput } from '@threadline/contracts';
import { auditValue, changedFields, exportTarget } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';
import type { QuotesFilter } from './quote-filter';
import type { QuoteRequestData } from './schemas/quote-request.schema';

/** An entry names a note by its start only: the trail is a summary, the note stays on the request. */
const NOTE_EXCERPT_LENGTH = 60;

/** A PATCH as before → after: the status, the offer when it is set, and the start of a note. */
function quoteChanges(current: QuoteRequestData, change: QuoteUpdateInput): AuditChange[] {
  const changes: AuditChange[] = [];
  if (change.status) {
    const fields = ['status', 'unitPrice', 'currency', 'leadTimeDays'] as const;
    const before = {
      status: current.status,
      unitPrice: current.offer?.unitPrice,
      currency: current.offer?.currency,
      leadTimeDays: current.offer?.leadTimeDays,
    };
    const after =
      change.status === 'quoted'
        ? {
            status: change.status,
            unitPrice: change.unitPrice,
            currency: change.currency,
            leadTimeDays: change.leadTimeDays,
          }
        : { ...before, status: change.status };
    changes.push(...changedFields(before, after, fields));
  }
  const note = change.note?.trim();
  if (note) {
    const excerpt =
      note.length > NOTE_EXCERPT_LENGTH ? `${note.slice(0, NOTE_EXCERPT_LENGTH - 1)}…` : note;
    changes.push({ field: 'note', to: auditValue(excerpt) });
  }
  return changes;
}

/** One entry per PATCH: a status move (with the offer) or a note. */
export function quoteUpdateEvent(current: QuoteRequestData, change: QuoteUpdateInput): AuditEvent {
  return {
    action: change.status ? 'quote.status_changed' : 'quote.note_added',
    target: { type: 'quote', id: current._id.toHexString(), label: current.reference },
    changes: quoteChanges(current, change),
  };
}

/** An export names the filters it was cut with as they were asked (no defaults filled in). */
export function quoteExportEvent(
  filters: Pick<QuotesFilter, 'status' | 'search'> & Partial<Pick<QuotesFilter, 'sort' | 'order'>>,
): AuditEvent {
  return {
    action: 'quotes.exported',
    target: exportTarget('quotes', {
      status: filters.status,
      search: filters.search,
      sort: filters.sort,
      order: filters.order,
    }),
  };
}
