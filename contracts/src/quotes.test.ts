import { QUOTE_STATUSES } from './quote-limits';
import { BUYER_QUOTE_NEXT_STEPS, BUYER_QUOTE_STATUS_LABELS } from './quote-status-labels';
import { QuoteMessages } from './messages';
import {
  canMoveQuote,
  formatQuoteReference,
  parseQuoteDeadline,
  QUOTE_REFERENCE_PATTERN,
  validateQuoteRequest,
  validateQuoteUpdate,
} from './quotes';

const NOW = new Date('2026-11-22T12:00:00Z');
const valid = {
  name: 'Ana Weaver',
  email: 'ana@brand.example',
  categoryKey: 'formal-shirts',
  kind: 'bulk',
  quantity: 500,
  deadline: '2027-02-01',
  details: 'Poplin shirts in three colours, size set M–XL.',
};

describe('quote request rules', () => {
  it('accepts a complete bulk request', () => {
    expect(validateQuoteRequest(valid, NOW)).toEqual({});
  });

  it('asks for every missing field with its message', () => {
    expect(validateQuoteRequest({}, NOW)).toEqual({
      name: QuoteMessages.nameRequired,
      email: QuoteMessages.emailRequired,
      categoryKey: QuoteMessages.categoryRequired,
      kind: QuoteMessages.kindInvalid,
      quantity: QuoteMessages.quantityRequired,
      deadline: QuoteMessages.deadlineRequired,
      details: QuoteMessages.detailsRequired,
    });
  });

  it('asks for a quantity left empty, and refuses one that is not a whole number', () => {
    expect(validateQuoteRequest({ ...valid, quantity: '  ' }, NOW).quantity).toBe(
      'Quantity is required',
    );
    expect(validateQuoteRequest({ ...valid, quantity: '12a' }, NOW).quantity).toBe(
      'Quantity must be a whole number of pieces',
    );
  });

  it('refuses a bulk request under 300 pieces per style', () => {
    expect(validateQuoteRequest({ ...valid, quantity: 299 }, NOW).quantity).toBe(
      'A bulk order is at least 300 pieces per style',
    );
    expect(validateQuoteRequest({ ...valid, quantity: 300 }, NOW).quantity).toBeUndefined();
  });

  it.each([0, 51, 2.5, '10'])('refuses a sample request of %p pieces', (quantity) => {
    expect(
      validateQuoteRequest({ ...valid, kind: 'sample', quantity }, NOW).quantity,
    ).toBeDefined();
  });

  it.each([1, 50])('accepts a sample request of %i pieces', (quantity) => {
    expect(validateQuoteRequest({ ...valid, kind: 'sample', quantity }, NOW)).toEqual({});
  });

  it('refuses a deadline of today or earlier, and a date that does not exist', () => {
    expect(validateQuoteRequest({ ...valid, deadline: '2026-11-22' }, NOW).deadline).toBe(
      QuoteMessages.deadlineInPast,
    );
    expect(validateQuoteRequest({ ...valid, deadline: '2027-02-30' }, NOW).deadline).toBe(
      QuoteMessages.deadlineInvalid,
    );
    expect(
      validateQuoteRequest({ ...valid, deadline: '2026-11-23' }, NOW).deadline,
    ).toBeUndefined();
  });

  it('keeps details between 10 and 5,000 characters', () => {
    expect(validateQuoteRequest({ ...valid, details: 'too short' }, NOW).details).toBe(
      QuoteMessages.detailsTooShort,
    );
    expect(validateQuoteRequest({ ...valid, details: 'x'.repeat(5001) }, NOW).details).toBe(
      QuoteMessages.detailsTooLong,
    );
    expect(
      validateQuoteRequest({ ...valid, details: 'x'.repeat(5000) }, NOW).details,
    ).toBeUndefined();
  });

  it('wants a known currency with a target price', () => {
    expect(validateQuoteRequest({ ...valid, targetUnitPrice: 4.5 }, NOW).currency).toBe(
      QuoteMessages.currencyInvalid,
    );
    expect(
      validateQuoteRequest({ ...valid, targetUnitPrice: 4.5, currency: 'JPY' }, NOW).currency,
    ).toBe(QuoteMessages.currencyInvalid);
    expect(
      validateQuoteRequest({ ...valid, targetUnitPrice: 4.555, currency: 'USD' }, NOW)
        .targetUnitPrice,
    ).toBe(QuoteMessages.priceInvalid);
    expect(validateQuoteRequest({ ...valid, targetUnitPrice: 4.5, currency: 'BDT' }, NOW)).toEqual(
      {},
    );
  });

  it('wants a size breakdown that adds up to the quantity, with plain size names', () => {
    expect(validateQuoteRequest({ ...valid, sizes: { M: 200, L: 300 } }, NOW)).toEqual({});
    expect(validateQuoteRequest({ ...valid, sizes: { M: 200 } }, NOW).sizes).toBe(
      QuoteMessages.sizesTotal,
    );
    expect(validateQuoteRequest({ ...valid, sizes: { $gt: 500 } }, NOW).sizes).toBe(
      QuoteMessages.sizeLabelInvalid,
    );
    expect(validateQuoteRequest({ ...valid, sizes: { 'a.b': 500 } }, NOW).sizes).toBe(
      QuoteMessages.sizeLabelInvalid,
    );
  });

  it('takes at most five attachments', () => {
    const ref = { id: 'a'.repeat(24), uploadToken: 't' };
    expect(
      validateQuoteRequest({ ...valid, attachments: Array(6).fill(ref) }, NOW).attachments,
    ).toBe(QuoteMessages.attachmentsTooMany);
  });

  it('answers a long hostile email quickly (length is checked before the pattern)', () => {
    const hostile = `${'a@'.repeat(50_000)}`;
    expect(validateQuoteRequest({ ...valid, email: hostile }, NOW).email).toBe(
      QuoteMessages.emailTooLong,
    );
  });
});

describe('the quote pipeline', () => {
  it.each([
    ['new', 'reviewing'],
    ['new', 'lost'],
    ['reviewing', 'quoted'],
    ['reviewing', 'lost'],
    ['quoted', 'won'],
    ['quoted', 'lost'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(canMoveQuote(from, to)).toBe(true);
  });

  it.each([
    ['new', 'quoted'],
    ['new', 'won'],
    ['reviewing', 'won'],
    ['quoted', 'reviewing'],
    ['won', 'lost'],
    ['lost', 'new'],
    ['new', 'new'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canMoveQuote(from, to)).toBe(false);
  });
});

describe('quote updates', () => {
  it('requires a price, a currency and a lead time to quote', () => {
    expect(validateQuoteUpdate({ status: 'quoted' })).toEqual({
      unitPrice: QuoteMessages.unitPriceRequired,
      currency: QuoteMessages.currencyInvalid,
      leadTimeDays: QuoteMessages.leadTimeRequired,
    });
    expect(
      validateQuoteUpdate({ status: 'quoted', unitPrice: 6.25, currency: 'USD', leadTimeDays: 60 }),
    ).toEqual({});
  });

  it('refuses a price outside a move to quoted, and an empty update', () => {
    expect(validateQuoteUpdate({ status: 'won', unitPrice: 3 }).status).toBe(
      QuoteMessages.priceOnlyWhenQuoting,
    );
    expect(validateQuoteUpdate({}).status).toBe(QuoteMessages.nothingToChange);
  });

  it('accepts a note on its own', () => {
    expect(validateQuoteUpdate({ note: 'Called the buyer.' })).toEqual({});
    expect(validateQuoteUpdate({ note: '   ' }).note).toBe(QuoteMessages.noteRequired);
  });
});

describe('quote references', () => {
  it('pads the sequence to four digits and grows beyond', () => {
    expect(formatQuoteReference(2026, 42)).toBe('Q-2026-0042');
    expect(formatQuoteReference(2026, 12345)).toBe('Q-2026-12345');
    expect(QUOTE_REFERENCE_PATTERN.test('Q-2026-0042')).toBe(true);
    expect(QUOTE_REFERENCE_PATTERN.test('Q-2026-042')).toBe(false);
  });

  it('parses only real calendar dates', () => {
    expect(parseQuoteDeadline('2027-01-31')?.toISOString()).toBe('2027-01-31T00:00:00.000Z');
    expect(parseQuoteDeadline('2027-1-31')).toBeUndefined();
    expect(parseQuoteDeadline('2027-01-31T00:00')).toBeUndefined();
  });
});

describe('quote status words', () => {
  it('gives buyers their own word for every status, never the sales words Won and Lost', () => {
    expect(Object.keys(BUYER_QUOTE_STATUS_LABELS).sort()).toEqual([...QUOTE_STATUSES].sort());
    expect(BUYER_QUOTE_STATUS_LABELS.won).toBe('Order confirmed');
    expect(BUYER_QUOTE_STATUS_LABELS.lost).toBe('Closed');
    expect(Object.values(BUYER_QUOTE_STATUS_LABELS)).not.toContain('Won');
    expect(Object.values(BUYER_QUOTE_STATUS_LABELS)).not.toContain('Lost');
    for (const status of QUOTE_STATUSES) expect(BUYER_QUOTE_NEXT_STEPS[status]).toBeTruthy();
  });
});
