import { signPreviewToken, verifyPreviewToken, type PreviewClaims } from './preview-token';

const SECRET = 'a-release-preview-secret-of-at-least-32-characters';
const NOW = Date.parse('2026-11-24T10:00:00Z');
const claims: PreviewClaims = {
  remote: 'remote-public',
  release: '20261124T095500Z-abcdef01',
  expiresAt: NOW + 60 * 60 * 1000,
};

describe('release preview tokens', () => {
  it('answers the remote, the release and the expiry of a token it signed', () => {
    expect(verifyPreviewToken(signPreviewToken(claims, SECRET), SECRET, NOW)).toEqual({
      ok: true,
      claims,
    });
  });

  it('refuses a token signed with another secret (a forged link)', () => {
    const forged = signPreviewToken(claims, 'another-secret-of-at-least-32-characters!!');
    expect(verifyPreviewToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose claims were altered to another release or remote', () => {
    const [, signature] = signPreviewToken(claims, SECRET).split('.');
    for (const altered of [
      { ...claims, release: '20261124T095500Z-ffffffff' },
      { ...claims, remote: 'remote-dashboard' as const },
      { ...claims, expiresAt: claims.expiresAt + 86_400_000 },
    ]) {
      const [payload] = signPreviewToken(altered, SECRET).split('.');
      expect(verifyPreviewToken(`${payload}.${signature}`, SECRET, NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('refuses a token once it has expired, and not a millisecond before', () => {
    const token = signPreviewToken(claims, SECRET);
    expect(verifyPreviewToken(token, SECRET, claims.expiresAt - 1).ok).toBe(true);
    expect(verifyPreviewToken(token, SECRET, claims.expiresAt)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses what is not a token', () => {
    for (const junk of ['', 'abc', 'a.b.c', '.', `${'x'.repeat(40)}.`]) {
      expect(verifyPreviewToken(junk, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a signed token naming something that is not a release id', () => {
    const token = signPreviewToken({ ...claims, release: '../live' }, SECRET);
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
