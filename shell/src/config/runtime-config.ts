import type { RuntimeConfig } from '@threadline/contracts';
import { REMOTE_FEDERATION_NAMES } from '@threadline/contracts/remotes';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Checks the runtime config served beside the shell and lists every problem at once, so a
 * broken deployment says what to fix instead of failing somewhere later.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfigResult {
  if (!isObject(raw)) return { ok: false, problems: ['The runtime config must be a JSON object.'] };

  const problems: string[] = [];
  const requireUrl = (value: unknown, field: string) => {
    if (value === undefined || value === null || value === '')
      problems.push(`${field} is missing.`);
    else if (!isHttpUrl(value))
      problems.push(`${field} must be an http(s) URL (got ${JSON.stringify(value)}).`);
  };
  const requireText = (value: unknown, field: string) => {
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${field} is missing.`);
  };

  requireUrl(raw.apiUrl, 'apiUrl');

  const remotes = isObject(raw.remotes) ? raw.remotes : undefined;
  if (!remotes)
    problems.push(
      `remotes is missing (expected ${REMOTE_FEDERATION_NAMES.join(' and ')} manifest URLs).`,
    );
  else for (const name of REMOTE_FEDERATION_NAMES) requireUrl(remotes[name], `remotes.${name}`);

  const firebase = isObject(raw.firebase) ? raw.firebase : undefined;
  if (!firebase) problems.push('firebase is missing (expected apiKey, authDomain and projectId).');
  else {
    requireText(firebase.apiKey, 'firebase.apiKey');
    requireText(firebase.authDomain, 'firebase.authDomain');
    requireText(firebase.projectId, 'firebase.projectId');
    if (firebase.authEmulatorUrl !== undefined && !isHttpUrl(firebase.authEmulatorUrl)) {
      problems.push(
        `firebase.authEmulatorUrl must be an http(s) URL when set (got ${JSON.stringify(firebase.authEmulatorUrl)}).`,
      );
    }
  }

  if (raw.telemetry !== undefined && typeof raw.telemetry !== 'boolean')
    problems.push(
      `telemetry must be true or false when set (got ${JSON.stringify(raw.telemetry)}).`,
    );

  if (problems.length > 0 || !remotes || !firebase) return { ok: false, problems };

  return {
    ok: true,
    config: {
      apiUrl: withoutTrailingSlash(raw.apiUrl as string),
      remotes: Object.fromEntries(
        REMOTE_FEDERATION_NAMES.map((name) => [name, remotes[name] as string]),
      ) as RuntimeConfig['remotes'],
      firebase: {
        apiKey: firebase.apiKey as string,
        authDomain: firebase.authDomain as string,
        projectId: firebase.projectId as string,
        ...(firebase.authEmulatorUrl
          ? { authEmulatorUrl: withoutTrailingSlash(firebase.authEmulatorUrl as string) }
          : {}),
      },
      telemetry: raw.telemetry !== false,
    },
  };
}

/** Fetches and validates the runtime config; a network or JSON failure is reported as a problem too. */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfigResult> {
  let raw: unknown;
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) {
      return {
        ok: false,
        problems: [
          `${RUNTIME_CONFIG_PATH} answered ${response.status} ${response.statusText}.`.trim(),
        ],
      };
    }
    raw = await response.json();
  } catch (error) {
    return {
      ok: false,
      problems: [
        `${RUNTIME_CONFIG_PATH} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      ],
    };
  }
  return parseRuntimeConfig(raw);
}
