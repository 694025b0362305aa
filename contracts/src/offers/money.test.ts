import { roundHalfUp, toScaled } from './money';

describe('the offers’ rounding rule: half up, once', () => {
  it.each<[bigint, bigint, number]>([
    [1n, 2n, 1],
    [3n, 2n, 2],
    [5n, 2n, 3],
    [149n, 100n, 1],
    [150n, 100n, 2],
    [151n, 100n, 2],
    [0n, 7n, 0],
    [-1n, 2n, -1],
    [-149n, 100n, -1],
    [10n ** 20n + 1n, 2n, Number(10n ** 20n / 2n + 1n)],
  ])('rounds %p / %p to %p', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it.each<[number, number, bigint | undefined]>([
    [1.35, 4, 13500n],
    [0.1 + 0.2, 2, 30n],
    [3.5, 2, 350n],
    [1.005, 3, 1005n],
    [1.23456, 4, undefined],
    [Number.NaN, 2, undefined],
    [Number.POSITIVE_INFINITY, 2, undefined],
  ])('reads %p with %p decimals as %p', (value, places, expected) => {
    expect(toScaled(value, places)).toBe(expected);
  });
});
