import type { CsvColumn } from '../common/csv';
import type { QuoteRequestData } from './schemas/quote-request.schema';

/** The columns of GET /quotes/export.csv: the request as sent, its offer, and counts of the rest. */
export const QUOTE_CSV_COLUMNS: CsvColumn<QuoteRequestData>[] = [
  { header: 'id', value: (quote) => quote._id.toHexString() },
  { header: 'reference', value: (quote) => quote.reference },
  { header: 'status', value: (quote) => quote.status },
  { header: 'name', value: (quote) => quote.name },
  { header: 'email', value: (quote) => quote.email },
  { header: 'company', value: (quote) => quote.company },
  { header: 'phone', value: (quote) => quote.phone },
  { header: 'categoryKey', value: (quote) => quote.categoryKey },
  { header: 'kind', value: (quote) => quote.kind },
  { header: 'quantity', value: (quote) => quote.quantity },
  {
    header: 'sizes',
    value: (quote) => quote.sizes?.map(({ size, quantity }) => `${size}: ${quantity}`).join('; '),
  },
  { header: 'targetUnitPrice', value: (quote) => quote.targetUnitPrice },
  { header: 'targetCurrency', value: (quote) => quote.currency },
  { header: 'deadline', value: (quote) => quote.deadline.toISOString().slice(0, 10) },
  { header: 'details', value: (quote) => quote.details },
  { header: 'attachments', value: (quote) => quote.attachments?.length ?? 0 },
  { header: 'unitPrice', value: (quote) => quote.offer?.unitPrice },
  { header: 'currency', value: (quote) => quote.offer?.currency },
  { header: 'leadTimeDays', value: (quote) => quote.offer?.leadTimeDays },
  { header: 'quotedAt', value: (quote) => quote.offer?.quotedAt },
  { header: 'notes', value: (quote) => quote.notes?.length ?? 0 },
  { header: 'createdAt', value: (quote) => quote.createdAt },
  { header: 'updatedAt', value: (quote) => quote.updatedAt },
];
