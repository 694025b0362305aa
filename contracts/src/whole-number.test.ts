import { parseWholeNumber } from './whole-number';

describe('a whole number as the visitor writes it', () => {
  it.each([
    ['1200', 'en', 1200],
    ['1200', 'de', 1200],
    ['  1200 ', 'fr', 1200],
    ['1,200', 'en', 1200],
    ['1,200', 'en-US', 1200],
    ['12,500', 'ja', 12500],
    ['1,200,000', 'en', 1_200_000],
    ['1.200', 'de', 1200],
    ['1.200', 'es', 1200],
    ['1.200', 'pt-BR', 1200],
    ['1 200', 'fr', 1200],
    ['1\u202f200', 'fr', 1200],
    ['1\u00a0200', 'pl', 1200],
    ["1'200", 'de-CH', 1200],
    ['1\u2019200', 'de-CH', 1200],
    ['12,34,567', 'en-IN', 1_234_567],
    // A space groups thousands in every locale (SI), and is never a decimal mark.
    ['1 200', 'en', 1200],
    ['1 200', 'de', 1200],
    ['1,200', 'not-a-locale-tag-at-all', 1200],
    ['1,200', undefined, 1200],
  ])('reads %p in %p as %p', (text, locale, value) => {
    expect(parseWholeNumber(text, locale)).toBe(value);
  });

  it.each([
    ['', 'en'],
    ['   ', 'en'],
    ['12a', 'en'],
    ['1.200', 'en'], // a decimal point in English
    ['1,200', 'de'], // a decimal comma in German
    ['1,5', 'fr'],
    ['1,20', 'en'], // not grouped in threes
    ['1,2000', 'en'],
    [',200', 'en'],
    ['1,200,', 'en'],
    ['1,,200', 'en'],
    ['1 2 0 0', 'fr'],
    ['1,234,567', 'en-IN'], // en-IN groups as 12,34,567
    ['-1,200', 'en'],
    ['+1200', 'en'],
    ['1e3', 'en'],
    ['٣٠٠', 'ar'],
    ['9'.repeat(17), 'en'], // beyond what a number holds exactly
    ['1,'.repeat(20) + '000', 'en'],
  ])('refuses %p in %p', (text, locale) => {
    expect(parseWholeNumber(text, locale)).toBeUndefined();
  });
});
