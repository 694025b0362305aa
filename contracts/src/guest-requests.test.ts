import {
  isRepeatRequest,
  QUOTE_REPEAT_WINDOW_DAYS,
  safeReturnPath,
  signUpHref,
} from './guest-requests';

const first = {
  email: 'ana@brand.example',
  categoryKey: 'shirts',
  createdAt: '2026-11-01T10:00:00Z',
};

describe('isRepeatRequest', () => {
  it.each([
    ['the same buyer and category a day later', { createdAt: '2026-11-02T10:00:00Z' }, true],
    [
      'the address in another case',
      { email: 'Ana@Brand.example', createdAt: '2026-11-02T10:00:00Z' },
      true,
    ],
    ['exactly the window later', { createdAt: '2026-11-08T10:00:00Z' }, true],
    ['a minute past the window', { createdAt: '2026-11-08T10:01:00Z' }, false],
    ['another buyer', { email: 'ben@brand.example', createdAt: '2026-11-02T10:00:00Z' }, false],
    ['another category', { categoryKey: 'denim', createdAt: '2026-11-02T10:00:00Z' }, false],
    ['the earlier one itself', { createdAt: first.createdAt }, false],
    ['one sent before it', { createdAt: '2026-10-31T10:00:00Z' }, false],
  ])('%s: %s', (_case, change, expected) => {
    expect(isRepeatRequest({ ...first, ...change }, first)).toBe(expected);
  });

  it('has a window of a week', () => {
    expect(QUOTE_REPEAT_WINDOW_DAYS).toBe(7);
  });
});

describe('the sign-up a guest is offered', () => {
  it('prefills the address and returns to the request in the dashboard', () => {
    expect(signUpHref('ana+1@brand.example', '/dashboard/quotes/abc')).toBe(
      '/signup?email=ana%2B1%40brand.example&next=%2Fdashboard%2Fquotes%2Fabc',
    );
  });

  it.each([
    ['/dashboard/quotes/abc', '/dashboard/quotes/abc'],
    ['https://evil.example/dashboard/', undefined],
    ['//evil.example/dashboard/', undefined],
    ['/dashboard//evil.example', undefined],
    ['/dashboard/\\evil.example', undefined],
    ['/login', undefined],
    ['', undefined],
    [null, undefined],
  ])('returns to %p as %p', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });
});
