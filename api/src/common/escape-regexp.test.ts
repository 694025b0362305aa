import { mongo } from 'mongoose';

const { BSON } = mongo;
import { escapeRegExp } from './escape-regexp';

describe('escapeRegExp', () => {
  it.each([
    ['every special character', '.*+?^${}()|[]\\/-'],
    ['a NUL among control characters', 'k\u0004\u0000G.\u009a'],
    ['plain words', 'Navy shirts'],
  ])('turns %s into a literal that BSON can carry', (_label, hostile) => {
    const pattern = new RegExp(`^${escapeRegExp(hostile)}$`);

    expect(pattern.test(hostile)).toBe(true);
    expect(pattern.test(`${hostile}x`)).toBe(false);
    expect(() => BSON.serialize({ search: { $regex: pattern.source } })).not.toThrow();
    expect(() => BSON.serialize({ search: pattern })).not.toThrow();
  });
});
