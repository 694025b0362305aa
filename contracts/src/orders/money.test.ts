import { formatMinorUnits, lineTotalMinor, toMinorUnits } from './money';

describe('money in minor units', () => {
  it.each([
    [7.5, 750],
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [1.005, 101],
  ])('rounds a unit price of %p to %p cents once', (price, cents) => {
    expect(toMinorUnits(price)).toBe(cents);
  });

  it.each([
    [500, 7.5, 375_000],
    [1200, 0.1 + 0.2, 36_000],
    [3, 19.999, 6000],
  ])('makes %p pieces at %p a line of %p cents', (quantity, price, cents) => {
    expect(lineTotalMinor(quantity, price)).toBe(cents);
  });

  it.each([
    [375_000, 'USD', '3,750.00 USD'],
    [123_456_789, 'EUR', '1,234,567.89 EUR'],
    [5, 'GBP', '0.05 GBP'],
    [0, 'USD', '0.00 USD'],
  ])('writes %p as %p %p', (cents, currency, text) => {
    expect(formatMinorUnits(cents, currency)).toBe(text);
  });
});
