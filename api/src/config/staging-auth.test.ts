import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigValidationError, loadAppConfig, STAGING_AUTH_EMULATOR } from './app.config';

const productionWithEmulator = {
  NODE_ENV: 'production',
  MONGODB_URI: 'mongodb://127.0.0.1:27017/threadline',
  JWT_SECRET: 'x'.repeat(32),
  FIREBASE_PROJECT_ID: 'demo-threadline',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  // Production also wants its mail settings (config/mail.config).
  SMTP_URL: 'smtp://mailer@127.0.0.1:1025',
  MAIL_FROM: 'Threadline <no-reply@threadline.test>',
  APP_URL: 'https://threadline.test',
  // And the shell's origin for passkeys (config/webauthn.config).
  WEBAUTHN_ORIGINS: 'https://threadline.test',
};

const composeFile = path.resolve(__dirname, '../../../docker-compose.yml');

/** Every `environment:` block of the compose file as its lines, each expected `KEY: value`. */
function environmentBlocks(text: string): string[][] {
  const lines = text.split('\n');
  const blocks: string[][] = [];
  lines.forEach((line, index) => {
    const start = /^(\s*)environment:\s*(&\S+)?\s*$/.exec(line);
    if (!start) return;
    const indent = start[1].length;
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() === '' || next.trim().startsWith('#')) continue;
      if (next.length - next.trimStart().length <= indent) break;
      block.push(next.trim());
    }
    blocks.push(block);
  });
  return blocks;
}

describe('the staging switch (production build, Auth emulator)', () => {
  it('refuses the emulator under NODE_ENV=production without the switch', () => {
    expect(() => loadAppConfig(productionWithEmulator)).toThrow(ConfigValidationError);
    expect(() =>
      loadAppConfig({ ...productionWithEmulator, [STAGING_AUTH_EMULATOR]: 'yes' }),
    ).toThrow(/must not be set when NODE_ENV=production/);
  });

  it('lets a staging run (npm run start:prod) use the emulator with the switch on', () => {
    const config = loadAppConfig({ ...productionWithEmulator, [STAGING_AUTH_EMULATOR]: 'true' });
    expect(config.production).toBe(true);
    expect(config.auth.firebaseAuthEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('can never be set by the production compose file', () => {
    const compose = readFileSync(composeFile, 'utf8');
    expect(compose).toContain('NODE_ENV: production');
    // Neither the switch nor the emulator is named, and no env file could bring them in.
    expect(compose).not.toContain(STAGING_AUTH_EMULATOR);
    expect(compose).not.toContain('FIREBASE_AUTH_EMULATOR_HOST');
    expect(compose).not.toMatch(/^\s*env_file:/m);
    // Every environment block is a map of fixed names: no `- ${VAR}` entry could inject one.
    const blocks = environmentBlocks(compose);
    expect(blocks.length).toBeGreaterThan(3);
    for (const entry of blocks.flat()) expect(entry).toMatch(/^[A-Z][A-Z0-9_]*: /);
  });
});
