import { isIP } from 'node:net';
import { IsOptional, Matches } from 'class-validator';
import { HTTP_ORIGIN, registerAs, type Environment } from './config-namespace';

export interface WebAuthnConfig {
  /** The relying party's id: the host name passkeys are bound to (never an IP address). */
  rpId: string;
  /** The name an authenticator shows when it creates a passkey. */
  rpName: string;
  /** The origins (the shell's) whose assertions are accepted. */
  origins: string[];
  /** How long a step-up grants an admin session its admin rights. */
  stepUpSeconds: number;
  /** How recent a step-up must be for a sensitive action (role changes, deletes, exports, canary). */
  stepUpFreshSeconds: number;
  /** How long a registration or assertion challenge may wait for its answer. */
  challengeSeconds: number;
}

const SECONDS = /^[1-9]\d{0,6}$/;
/** The shell of `npm run dev` and the API's specs, when nothing names one (never in production). */
const LOCAL_SHELL = 'http://localhost:3000';

class WebAuthnVariables {
  @IsOptional()
  @Matches(/^[a-z0-9.-]+$/i, { message: 'WEBAUTHN_RP_ID must be a host name such as example.com' })
  WEBAUTHN_RP_ID?: string;

  @IsOptional()
  @Matches(/^[^<>]{1,60}$/, { message: 'WEBAUTHN_RP_NAME must be 1 to 60 characters' })
  WEBAUTHN_RP_NAME?: string;

  @IsOptional()
  @Matches(SECONDS, { message: 'STEP_UP_SECONDS must be a whole number of seconds from 1' })
  STEP_UP_SECONDS?: string;

  @IsOptional()
  @Matches(SECONDS, { message: 'STEP_UP_FRESH_SECONDS must be a whole number of seconds from 1' })
  STEP_UP_FRESH_SECONDS?: string;
}

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin.length > 0);
}

/** An origin's host is the RP id or one of its subdomains (WebAuthn's "registrable suffix" rule). */
function isWithin(origin: string, rpId: string): boolean {
  const host = new URL(origin).hostname;
  return host === rpId || host.endsWith(`.${rpId}`);
}

/**
 * Passkeys (src/passkeys) and the admin step-up. The origins default to CORS_ORIGINS (the shell's
 * address is among them) and the RP id to the first origin's host; production names them or boots
 * with what CORS_ORIGINS says, never with a local default.
 */
export const webauthnConfig = registerAs('webauthn', {
  variables: WebAuthnVariables,
  load(env: Environment, problems: string[]): WebAuthnConfig {
    const production = env.NODE_ENV === 'production';
    const configured = listOf(env.WEBAUTHN_ORIGINS ?? env.CORS_ORIGINS);
    const candidates = configured.length > 0 || production ? configured : [LOCAL_SHELL];
    // A bad CORS_ORIGINS entry is the http namespace's to report.
    for (const origin of env.WEBAUTHN_ORIGINS ? candidates : [])
      if (!HTTP_ORIGIN.test(origin))
        problems.push(
          `WEBAUTHN_ORIGINS entry "${origin}" must be an origin such as https://shop.example.com`,
        );
    const valid = candidates.filter((origin) => HTTP_ORIGIN.test(origin));
    // An RP id cannot be an IP address: the first origin on a host name gives the default.
    const named = valid.map((origin) => new URL(origin).hostname).find((host) => isIP(host) === 0);
    const rpId = (env.WEBAUTHN_RP_ID ?? named ?? (production ? '' : 'localhost')).toLowerCase();
    if (production && !rpId)
      problems.push(
        'WEBAUTHN_RP_ID (or a CORS_ORIGINS entry on a host name) must name the shell host in production',
      );
    if (isIP(rpId) !== 0)
      problems.push(
        `WEBAUTHN_RP_ID "${rpId}" is an IP address, which WebAuthn refuses: serve the shell on a host name (localhost locally)`,
      );
    const usable = rpId ? valid.filter((origin) => isWithin(origin, rpId)) : [];
    if (production && usable.length === 0)
      problems.push(
        `WEBAUTHN_ORIGINS (or CORS_ORIGINS) must name the shell origin, on WEBAUTHN_RP_ID "${rpId}" or a subdomain of it, in production`,
      );
    const stepUpSeconds = Number(env.STEP_UP_SECONDS ?? 43200);
    const stepUpFreshSeconds = Number(env.STEP_UP_FRESH_SECONDS ?? 300);
    return {
      rpId,
      rpName: env.WEBAUTHN_RP_NAME ?? 'Threadline',
      origins: usable.length > 0 || production ? usable : [LOCAL_SHELL],
      stepUpSeconds,
      stepUpFreshSeconds: Math.min(stepUpFreshSeconds, stepUpSeconds),
      challengeSeconds: 300,
    };
  },
});
