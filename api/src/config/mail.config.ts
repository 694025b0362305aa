import { HTTP_ORIGIN, registerAs, type Environment } from './config-namespace';

/**
 * The mail settings (config namespace `mail`), validated at boot with the rest (loadAppConfig).
 * SMTP_URL is required when NODE_ENV=production. Locally it may be left out: notifications are
 * then recorded in the outbox and wait there, and the worker does not start (npm start, npm run
 * dev and the tests always set it, to the harness's Mailpit).
 */
export interface MailConfig {
  /** smtp://user@host:port or smtps://…; the password is kept apart (SMTP_PASSWORD[_FILE]). */
  smtpUrl?: string;
  smtpPassword?: string;
  /** The From header: `Name <address>`. */
  from: string;
  /** Where links in emails point: the shell's origin. */
  appUrl: string;
  /** The team's address for new requests and messages; without it, every admin's address. */
  salesEmail?: string;
  /**
   * The Reply-To of every email that has no better one (a buyer's address on the team's mail):
   * From is a no-reply address, so a buyer who answers reaches the team's inbox instead.
   */
  replyTo: string;
  /** How many days the link in a guest's emails opens their request. */
  guestLinkDays: number;
  /** The bounded waits of every SMTP call (connection, greeting, socket), in milliseconds. */
  timeoutMs: number;
  worker: {
    /** How often the worker looks for due notifications, besides the kick after each record. */
    pollMs: number;
    /** How long a claimed notification stays with one worker before another may take it. */
    leaseMs: number;
    /** The first retry's delay; each further retry waits twice as long, up to maxRetryMs. */
    retryBaseMs: number;
    maxRetryMs: number;
    /** After this many failed attempts the notification is set aside (notificationsFailed). */
    maxAttempts: number;
    /** How often each API process looks for order milestones that became late (one email each). */
    lateCheckMs: number;
  };
}

const SMTP_URL = /^smtps?:\/\/[^\s/?#]+(\/)?(\?\S*)?$/;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const FROM = /^(?:[^<>\r\n]{1,80} <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;
const WHOLE = /^[1-9]\d{0,8}$/;

function number(env: Environment, name: string, fallback: number, problems: string[]): number {
  const value = env[name];
  if (value === undefined) return fallback;
  if (!WHOLE.test(value)) {
    problems.push(`${name} must be a whole number from 1 to 999999999`);
    return fallback;
  }
  return Number(value);
}

/** Reads the mail variables; every problem is added to `problems` (the boot report). */
function loadMailConfig(env: Environment, problems: string[]): MailConfig {
  const production = env.NODE_ENV === 'production';
  if (env.SMTP_URL === undefined && production)
    problems.push('SMTP_URL is required when NODE_ENV=production (smtp://user@host:587)');
  if (env.SMTP_URL !== undefined && !SMTP_URL.test(env.SMTP_URL))
    problems.push(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user@mail.example.com:587',
    );
  if (env.SMTP_URL !== undefined && /^smtps?:\/\/[^/@]*:[^/@]*@/.test(env.SMTP_URL))
    problems.push('SMTP_URL must not hold the password: use SMTP_PASSWORD_FILE');
  if (env.APP_URL === undefined && production)
    problems.push(
      'APP_URL is required when NODE_ENV=production (the site origin email links open)',
    );
  if (env.APP_URL !== undefined && !HTTP_ORIGIN.test(env.APP_URL.replace(/\/+$/, '')))
    problems.push('APP_URL must be an origin such as https://threadline.example.com');
  if (env.MAIL_FROM === undefined && production)
    problems.push('MAIL_FROM is required when NODE_ENV=production (Name <address>)');
  if (env.MAIL_FROM !== undefined && !FROM.test(env.MAIL_FROM))
    problems.push('MAIL_FROM must be an address or "Name <address>" on one line');
  if (env.SALES_EMAIL !== undefined && !ADDRESS.test(env.SALES_EMAIL))
    problems.push('SALES_EMAIL must be one email address');
  if (env.MAIL_REPLY_TO !== undefined && !FROM.test(env.MAIL_REPLY_TO))
    problems.push('MAIL_REPLY_TO must be an address or "Name <address>" on one line');
  const timeoutMs = number(env, 'SMTP_TIMEOUT_MS', 10_000, problems);
  return {
    smtpUrl: env.SMTP_URL,
    smtpPassword: env.SMTP_PASSWORD,
    from: env.MAIL_FROM ?? 'Threadline <no-reply@threadline.local>',
    appUrl: (env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    salesEmail: env.SALES_EMAIL,
    replyTo: env.MAIL_REPLY_TO ?? env.SALES_EMAIL ?? 'Threadline team <team@threadline.local>',
    guestLinkDays: number(env, 'GUEST_LINK_DAYS', 30, problems),
    timeoutMs,
    worker: {
      pollMs: number(env, 'NOTIFY_POLL_MS', 2000, problems),
      leaseMs: number(env, 'NOTIFY_LEASE_MS', Math.max(60_000, 3 * timeoutMs), problems),
      retryBaseMs: number(env, 'NOTIFY_RETRY_BASE_MS', 5000, problems),
      maxRetryMs: number(env, 'NOTIFY_RETRY_MAX_MS', 10 * 60_000, problems),
      maxAttempts: number(env, 'NOTIFY_MAX_ATTEMPTS', 60, problems),
      lateCheckMs: number(env, 'ORDERS_LATE_CHECK_MS', 60 * 60_000, problems),
    },
  };
}

/** SMTP, the sender, the links' origin and the delivery worker. */
export const mailConfig = registerAs('mail', {
  secrets: ['SMTP_PASSWORD'],
  load: loadMailConfig,
});
