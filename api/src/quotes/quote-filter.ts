import type { FilterQuery } from 'mongoose';
import type { QuoteSortField, QuoteStatus, SortOrder } from '@threadline/contracts';
import { escapeRegExp } from '../common/escape-regexp';
import type { QuoteRequestRecord } from './schemas/quote-request.schema';

/** What GET /quotes and its CSV export select and in which order. */
export interface QuotesFilter {
  status?: QuoteStatus;
  search: string;
  sort: QuoteSortField;
  order: SortOrder;
}

export interface QuotesPageQuery extends QuotesFilter {
  page: number;
  limit: number;
}

/** The match of a status tab and a search (name, email, company or reference, any case). */
export function filterOf(query: QuotesFilter): FilterQuery<QuoteRequestRecord> {
  const filter: FilterQuery<QuoteRequestRecord> = {};
  if (query.status) filter.status = query.status;
  if (query.search) {
    const pattern = new RegExp(escapeRegExp(query.search), 'i');
    filter.$or = [
      { name: pattern },
      { email: pattern },
      { company: pattern },
      { reference: pattern },
    ];
  }
  return filter;
}
