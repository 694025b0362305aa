/**
 * A whole number as a person types it in their own locale: "1200", "1,200" (en), "1.200" (de),
 * "1 200" (fr), "1'200" (de-CH), "12,34,567" (en-IN). Quantities go through it before the rules.
 *
 * - Plain digits are read in every locale.
 * - Otherwise the text must be grouped exactly as the locale groups that number, with the
 *   locale's separator or a space of any width (the SI grouping, never a decimal mark anywhere).
 * - A separator the locale reads as a decimal mark ("1,200" in de) is refused, not guessed.
 *
 * Undefined when the text is not such a number; the caller then lets the rules explain.
 */
export function parseWholeNumber(text: string, locale?: string): number | undefined {
  const typed = text.trim();
  if (typed.length === 0 || typed.length > WHOLE_NUMBER_MAX_LENGTH) return undefined;
  if (/^\d+$/.test(typed)) return safe(Number(typed));
  const format = groupingFormat(locale);
  const group = format.formatToParts(1000).find((part) => part.type === 'group')?.value ?? ',';
  const marked = markGroups(typed, group);
  if (!/^\d+(\|\d+)+$/.test(marked)) return undefined;
  const value = safe(Number(marked.replace(/\|/g, '')));
  if (value === undefined) return undefined;
  return markGroups(format.format(value), group) === marked ? value : undefined;
}

/** Longer than any quantity the rules take, short enough to keep the checks trivially cheap. */
export const WHOLE_NUMBER_MAX_LENGTH = 32;

const SPACES = /[ \u00a0\u2009\u202f]/g;
const APOSTROPHES = /['\u2019]/g;

/** Every group separator (and any space) becomes "|", so typed and formatted text compare. */
function markGroups(text: string, group: string): string {
  let marked = text.replace(SPACES, '|');
  if (/['\u2019]/.test(group)) marked = marked.replace(APOSTROPHES, '|');
  return marked.split(group).join('|');
}

function groupingFormat(locale: string | undefined): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = {
    useGrouping: 'always' as unknown as boolean,
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // A locale tag the runtime does not know reads as English.
    return new Intl.NumberFormat('en', options);
  }
}

const safe = (value: number): number | undefined =>
  Number.isSafeInteger(value) ? value : undefined;
