import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigValidationError, loadAppConfig } from './app.config';

const base = {
  MONGODB_URI: 'mongodb://127.0.0.1:27017/threadline',
  JWT_SECRET: 'x'.repeat(32),
  FIREBASE_PROJECT_ID: 'threadline-prod',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadAppConfig(env);
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
  return [];
}

describe('the mail configuration', () => {
  it('lets a local run go without SMTP_URL (the outbox keeps what it would send)', () => {
    const config = loadAppConfig(base);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.appUrl).toBe('http://localhost:3000');
  });

  it('requires SMTP_URL, MAIL_FROM and APP_URL in production', () => {
    const problems = problemsOf({ ...base, NODE_ENV: 'production' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'SMTP_URL is required when NODE_ENV=production (smtp://user@host:587)',
        'APP_URL is required when NODE_ENV=production (the site origin email links open)',
        'MAIL_FROM is required when NODE_ENV=production (Name <address>)',
      ]),
    );
  });

  it('lists every malformed mail variable at once', () => {
    const problems = problemsOf({
      ...base,
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
      MAIL_FROM: 'Threadline <no-reply@threadline.example>\r\nBcc: x@evil.example',
      APP_URL: 'shop.example.com',
      SALES_EMAIL: 'sales',
      NOTIFY_POLL_MS: '-5',
    });
    expect(problems).toEqual([
      'SMTP_URL must not hold the password: use SMTP_PASSWORD_FILE',
      'APP_URL must be an origin such as https://threadline.example.com',
      'MAIL_FROM must be an address or "Name <address>" on one line',
      'SALES_EMAIL must be one email address',
      'NOTIFY_POLL_MS must be a whole number from 1 to 999999999',
    ]);
  });

  it('reads the SMTP password from SMTP_PASSWORD_FILE', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'smtp-')), 'smtp-password');
    writeFileSync(file, 's3cret\n');
    const config = loadAppConfig({
      ...base,
      SMTP_URL: 'smtp://threadline@mail.example.com:587',
      SMTP_PASSWORD_FILE: file,
    });
    expect(config.mail.smtpPassword).toBe('s3cret');
    expect(config.mail.smtpUrl).toBe('smtp://threadline@mail.example.com:587');
  });
});
