import { webauthnConfig } from './webauthn.config';

const load = (env: Record<string, string | undefined>) => {
  const problems: string[] = [];
  const config = webauthnConfig.load(env, problems);
  return { config, problems };
};

describe('the passkey configuration', () => {
  it('defaults to the local shell on localhost outside production', () => {
    expect(load({}).config).toMatchObject({
      rpId: 'localhost',
      origins: ['http://localhost:3000'],
      stepUpSeconds: 43200,
      stepUpFreshSeconds: 300,
    });
  });

  it('never falls back to the local origin in production', () => {
    const { config, problems } = load({ NODE_ENV: 'production' });

    expect(config.origins).toEqual([]);
    expect(config.rpId).toBe('');
    expect(problems).toEqual([
      expect.stringContaining('WEBAUTHN_RP_ID (or a CORS_ORIGINS entry on a host name)'),
      expect.stringContaining('WEBAUTHN_ORIGINS (or CORS_ORIGINS) must name the shell origin'),
    ]);
  });

  it('takes the origins from CORS_ORIGINS in production and the RP id from the first', () => {
    const { config, problems } = load({
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://www.threadline.example,https://threadline.example',
    });

    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      rpId: 'www.threadline.example',
      origins: ['https://www.threadline.example'],
    });
  });

  it('refuses an IP address as the RP id, which WebAuthn does not allow', () => {
    expect(load({ WEBAUTHN_RP_ID: '127.0.0.1' }).problems).toEqual([
      expect.stringContaining('WEBAUTHN_RP_ID "127.0.0.1" is an IP address'),
    ]);
  });

  it('takes the RP id from the first origin on a host name, not an address', () => {
    const { config } = load({ CORS_ORIGINS: 'http://127.0.0.1:3000,http://localhost:3000' });

    expect(config).toMatchObject({ rpId: 'localhost', origins: ['http://localhost:3000'] });
  });

  it('keeps only the origins on the RP id or its subdomains', () => {
    const { config } = load({
      WEBAUTHN_RP_ID: 'threadline.example',
      WEBAUTHN_ORIGINS: 'https://app.threadline.example,https://evil.example',
    });

    expect(config.origins).toEqual(['https://app.threadline.example']);
  });
});
