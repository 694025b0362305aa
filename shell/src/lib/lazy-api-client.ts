import type { ApiClient } from '@threadline/contracts';
import type { ApiClientOptions } from './api-client';

/** The API client, and a way to start downloading axios before the first call needs it. */
export interface LazyApiClient extends ApiClient {
  preload(): void;
}

/**
 * The shell's one API client, with axios out of the start-up script: the splash no longer waits
 * for it. Every call goes through the one axios instance of createApiClient (same interceptors),
 * created on the first call or preload().
 */
export function createLazyApiClient(options: ApiClientOptions): LazyApiClient {
  let client: Promise<ApiClient> | undefined;
  const ready = (): Promise<ApiClient> => {
    if (!client) {
      client = import('./api-client').then(({ createApiClient }) => createApiClient(options));
      // A failed download (offline) is tried again on the next call.
      client.catch(() => {
        client = undefined;
      });
    }
    return client;
  };
  return {
    preload() {
      ready().catch((error: unknown) => console.warn('Preloading the API client failed', error));
    },
    async get<T>(...args: Parameters<ApiClient['get']>) {
      return (await ready()).get<T>(...args);
    },
    async delete<T>(url: string) {
      return (await ready()).delete<T>(url);
    },
    async post<T>(...args: Parameters<ApiClient['post']>) {
      return (await ready()).post<T>(...args);
    },
    async put<T>(url: string, body?: unknown) {
      return (await ready()).put<T>(url, body);
    },
    async patch<T>(url: string, body?: unknown) {
      return (await ready()).patch<T>(url, body);
    },
  };
}
