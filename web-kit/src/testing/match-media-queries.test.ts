import { matchMediaQueries } from './match-media-queries';

describe('matchMediaQueries', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('matches exactly the listed queries and no others', () => {
    const restore = matchMediaQueries('(prefers-reduced-motion: reduce)');

    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(window.matchMedia('(pointer: coarse)').matches).toBe(false);
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').media).toBe(
      '(prefers-reduced-motion: reduce)',
    );
    restore();
  });

  it('puts the previous matchMedia back when restored', () => {
    const restoreOuter = matchMediaQueries('(pointer: fine)');
    const restoreInner = matchMediaQueries();
    expect(window.matchMedia('(pointer: fine)').matches).toBe(false);

    restoreInner();
    expect(window.matchMedia('(pointer: fine)').matches).toBe(true);
    restoreOuter();
    expect(window.matchMedia).toBe(original);
  });
});
