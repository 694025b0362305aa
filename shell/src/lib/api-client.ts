import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { STEP_UP_CODES, type StepUpCode } from '@threadline/contracts';
import { ACCESS_TOKEN_KEY } from '../config/session';

export interface ApiClientOptions {
  baseURL: string;
  /** Called once per 401 or 403 answer, before the call is rejected: sign out and go to /login. */
  onUnauthorized: (status: number) => void | Promise<void>;
  /**
   * Called instead on a 403 that asks for a passkey step-up (STEP_UP_REQUIRED, or
   * FRESH_STEP_UP_REQUIRED on a sensitive action): the session is fine, it needs a confirmation.
   */
  onStepUpRequired?: (code: StepUpCode) => void;
  /** Tests swap the transport; the interceptors stay the real ones. */
  adapter?: CreateAxiosDefaults['adapter'];
}

const SESSION_REJECTED = new Set([401, 403]);
const STEP_UP_CODE_VALUES: readonly string[] = Object.values(STEP_UP_CODES);

function stepUpCodeOf(data: unknown): StepUpCode | undefined {
  const code = (data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && STEP_UP_CODE_VALUES.includes(code)
    ? (code as StepUpCode)
    : undefined;
}

/** The one HTTP client of the shell; the same instance is handed to every remote as `api`. */
export function createApiClient({
  baseURL,
  onUnauthorized,
  onStepUpRequired,
  adapter,
}: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, ...(adapter ? { adapter } : {}) });

  client.interceptors.request.use((config) => {
    // A caller may send a Firebase ID token explicitly (right after sign-up, before a session exists).
    if (!config.headers.has('Authorization')) {
      const token = localStorage.getItem(ACCESS_TOKEN_KEY);
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    async (error: unknown) => {
      const status = axios.isAxiosError(error) ? error.response?.status : undefined;
      const stepUpCode =
        status === 403 && axios.isAxiosError(error)
          ? stepUpCodeOf(error.response?.data)
          : undefined;
      if (stepUpCode) {
        onStepUpRequired?.(stepUpCode);
      } else if (status !== undefined && SESSION_REJECTED.has(status)) {
        try {
          await onUnauthorized(status);
        } catch (logoutError) {
          console.error('Signing out after a rejected session failed', logoutError);
        }
      }
      return Promise.reject(error);
    },
  );

  return client;
}
