import * as contracts from './index';

/** Every pattern the package exports, found by value so a new one is covered without edits. */
const patterns = Object.entries(contracts).filter(
  (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
);

const LENGTH = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

/**
 * 100k-character strings built to make a backtracking pattern retry every split: long runs of
 * what one quantifier and its neighbour both accept, then an ending that makes the match fail.
 */
const units = ['.', 'a', '@', ' ', '-', 'a-', 'a@', 'a.', '@.', 'aA1', 'aA1!', '!', '\t', '0-'];
const prefixes = ['', 'a@', 'a@b', 'a'];
const endings = ['', '@', ' ', '\n', '-', '!', '.', '@@'];
const adversarialInputs = units.flatMap((unit) =>
  prefixes.flatMap((prefix) => endings.map((ending) => prefix + fill(unit) + ending)),
);

/*
 * A linear pattern reads 100k characters in well under a millisecond; a quadratic one needs
 * seconds for a single such string (the old email rule: 1.4 s at 30k, about 16 s at 100k). The
 * bound is four orders of magnitude above linear, so a busy machine cannot make it flake.
 */
const BOUND_MS = 1000;

describe('contract patterns on adversarial input', () => {
  it('exports the patterns this test is meant to cover', () => {
    expect(patterns.map(([name]) => name).sort()).toEqual(
      expect.arrayContaining([
        'CATEGORY_KEY_PATTERN',
        'EMAIL_PATTERN',
        'PASSWORD_STRENGTH_PATTERN',
      ]),
    );
  });

  it.each(patterns)(
    '%s reads each 100k-character adversarial string in linear time',
    (_name, pattern) => {
      let slowest = { ms: 0, input: '' };
      for (const input of adversarialInputs) {
        const started = performance.now();
        pattern.test(input);
        const ms = performance.now() - started;
        if (ms > slowest.ms) slowest = { ms, input };
      }
      const verdict =
        slowest.ms < BOUND_MS
          ? 'linear'
          : `${Math.round(slowest.ms)} ms on ${JSON.stringify(slowest.input.slice(0, 12))}…`;
      expect(verdict).toBe('linear');
    },
  );
});

/** Every string of up to `maxLength` characters drawn from `alphabet`. */
function allStrings(alphabet: string[], maxLength: number): string[] {
  let level = [''];
  const all = [''];
  for (let length = 1; length <= maxLength; length += 1) {
    level = level.flatMap((start) => alphabet.map((char) => start + char));
    for (const text of level) all.push(text);
  }
  return all;
}

describe('the rewritten patterns accept exactly what the spec rules accepted', () => {
  const specEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const specPassword = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*]).+$/;
  const disagreements = (pattern: RegExp, spec: RegExp, inputs: string[]) =>
    inputs.filter((input) => pattern.test(input) !== spec.test(input));

  it("gives the spec email rule's answer on every string of up to 8 of a . @ space", () => {
    const inputs = allStrings(['a', '.', '@', ' '], 8);
    expect(inputs.filter((input) => specEmail.test(input)).length).toBeGreaterThan(100);
    expect(disagreements(contracts.EMAIL_PATTERN, specEmail, inputs)).toEqual([]);
  });

  it("gives the spec password rule's answer on every string of up to 7 of a A 1 ! % newline", () => {
    const inputs = allStrings(['a', 'A', '1', '!', '%', '\n'], 7);
    expect(inputs.filter((input) => specPassword.test(input)).length).toBeGreaterThan(100);
    expect(disagreements(contracts.PASSWORD_STRENGTH_PATTERN, specPassword, inputs)).toEqual([]);
  });
});
