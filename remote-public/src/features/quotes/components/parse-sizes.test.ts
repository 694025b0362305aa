import { parseSizes } from './parse-sizes';

describe('parseSizes', () => {
  it('reads size=pieces or size:pieces lists', () => {
    expect(parseSizes('S=100, M=200; L:300')).toEqual({ S: 100, M: 200, L: 300 });
    expect(parseSizes('  ')).toBeUndefined();
  });

  it('answers null for a part it cannot read or a repeated size', () => {
    expect(parseSizes('S=100, M')).toBeNull();
    expect(parseSizes('S=1, S=2')).toBeNull();
    expect(parseSizes('S=lots')).toBeNull();
  });
});
