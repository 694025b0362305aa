import {
  parseWholeNumber,
  type QuoteCurrency,
  type QuoteKind,
  type QuoteRequestField,
} from '@threadline/contracts';
import { parseSizes } from './parse-sizes';

/** The request form's fields as typed, and what the rules and the API read from them. */
export interface QuoteForm {
  name: string;
  email: string;
  company: string;
  phone: string;
  categoryKey: string;
  kind: QuoteKind;
  quantity: string;
  targetUnitPrice: string;
  currency: QuoteCurrency;
  deadline: string;
  details: string;
  /** The colour the sizes are for. */
  colour: string;
  sizes: string;
}

export const FIELD_ORDER: QuoteRequestField[] = [
  'name',
  'email',
  'company',
  'phone',
  'categoryKey',
  'kind',
  'quantity',
  'targetUnitPrice',
  'currency',
  'deadline',
  'details',
  'colour',
  'sizes',
  'attachments',
];
export const fieldId = (field: QuoteRequestField) => `tp-quote-${field}`;

/** The visitor's own locale, whose thousands separator a quantity may carry ("1.200" in de). */
const visitorLocale = (): string | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);

/** Numbers as typed: a whole number in the visitor's locale, or left as text the rules refuse. */
export const wholeNumber = (text: string) => parseWholeNumber(text, visitorLocale()) ?? text;
/** A price: digits and a decimal point, or left as text the rules refuse. */
const amount = (text: string) =>
  /^\d{1,9}(\.\d{1,9})?$/.test(text.trim()) ? Number(text.trim()) : text;

export function toInput(form: QuoteForm): Partial<Record<QuoteRequestField, unknown>> {
  const sizes = parseSizes(form.sizes);
  return {
    name: form.name,
    email: form.email,
    company: form.company.trim() || undefined,
    phone: form.phone.trim() || undefined,
    categoryKey: form.categoryKey,
    kind: form.kind,
    quantity: wholeNumber(form.quantity),
    targetUnitPrice: form.targetUnitPrice.trim() ? amount(form.targetUnitPrice) : undefined,
    currency: form.targetUnitPrice.trim() ? form.currency : undefined,
    deadline: form.deadline,
    details: form.details,
    colour: form.colour.trim() || undefined,
    // A breakdown that does not parse is sent as text, which the rules refuse with their message.
    sizes: sizes === null ? form.sizes : sizes,
  };
}
