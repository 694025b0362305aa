import { safeHeaderText } from './header-text';

describe('safeHeaderText', () => {
  it('folds CR, LF and other control characters into spaces, so no header can start', () => {
    expect(safeHeaderText('Hi\r\nBcc: victim@evil.example\u2028X: y\u0000')).toBe(
      'Hi Bcc: victim@evil.example X: y',
    );
  });

  it('breaks RFC 2047 encoded words, so a client shows them as typed', () => {
    expect(safeHeaderText('=?utf-8?B?QmNjOiB4?=')).not.toContain('=?');
  });

  it('shortens a long text', () => {
    expect(safeHeaderText('x'.repeat(500))).toHaveLength(150);
  });
});
