import { reservedKeyPath } from './reserved-keys';

describe('reservedKeyPath', () => {
  it('finds __proto__, constructor and prototype at any depth, by their path', () => {
    expect(reservedKeyPath(JSON.parse('{"a":1,"__proto__":{}}'))).toBe('__proto__');
    expect(reservedKeyPath(JSON.parse('{"a":[{"b":{"constructor":1}}]}'))).toBe(
      'a.0.b.constructor',
    );
    expect(reservedKeyPath({ prototype: null })).toBe('prototype');
  });

  it('answers undefined for ordinary bodies, scalars and very deep nesting', () => {
    expect(reservedKeyPath({ name: 'constructor', items: ['__proto__'] })).toBeUndefined();
    expect(reservedKeyPath(undefined)).toBeUndefined();
    expect(reservedKeyPath('text')).toBeUndefined();
    const deep = JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`);
    expect(reservedKeyPath(deep)).toBeUndefined();
  });
});
