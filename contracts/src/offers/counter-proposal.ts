import { isMinorAmount } from './money';
import { OfferMessages } from './messages';
import { OFFER_REASON_MAX_LENGTH } from './offer-views';

/** One line of a buyer's counter-proposal: the unit price they target, in minor units. */
export interface CounterLineInput {
  line: number;
  targetUnitPriceMinor: number;
}

/** POST /quotes/{id}/offer/counter and POST /guest/offer/counter. */
export interface CounterProposalInput {
  lines: CounterLineInput[];
  note?: string;
}

/**
 * What is wrong with a counter-proposal to an offer of `lineCount` lines, each rule's message
 * once: at least one line, each known and once, each target a whole number of cents above 0,
 * and a note of at most OFFER_REASON_MAX_LENGTH characters. Empty when it may be posted.
 */
export function counterProposalRefusals(input: unknown, lineCount: number): string[] {
  const body = (input ?? {}) as Partial<Record<keyof CounterProposalInput, unknown>>;
  const refusals: string[] = [];
  const lines = Array.isArray(body.lines) ? (body.lines as unknown[]) : undefined;
  if (!lines || lines.length === 0 || lines.length > lineCount) {
    refusals.push(OfferMessages.counterLinesInvalid);
  } else {
    const numbers: number[] = [];
    for (const [index, raw] of lines.entries()) {
      const entry = (raw ?? {}) as Partial<Record<keyof CounterLineInput, unknown>>;
      const line = entry.line;
      if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line > lineCount) {
        refusals.push(
          OfferMessages.lineUnknown(typeof line === 'number' ? line : index + 1, lineCount),
        );
        continue;
      }
      numbers.push(line);
      const target = entry.targetUnitPriceMinor;
      if (!isMinorAmount(target) || target === 0)
        refusals.push(OfferMessages.targetPriceInvalid(line));
    }
    if (new Set(numbers).size !== numbers.length) refusals.push(OfferMessages.counterLinesInvalid);
  }
  if (
    body.note !== undefined &&
    (typeof body.note !== 'string' || body.note.length > OFFER_REASON_MAX_LENGTH)
  )
    refusals.push(OfferMessages.counterNoteInvalid);
  return [...new Set(refusals)];
}
