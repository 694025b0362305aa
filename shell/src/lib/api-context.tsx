import type { ApiClient, RuntimeConfig } from '@threadline/contracts';
import { createContext, useContext, type ReactNode } from 'react';

interface ApiContextValue {
  api: ApiClient;
  config: RuntimeConfig;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ api, config, children }: ApiContextValue & { children: ReactNode }) {
  return <ApiContext.Provider value={{ api, config }}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApiClient must be used inside <ApiProvider>');
  return value;
}

/** The one API client (axios, downloaded on the first request). */
export const useApiClient = (): ApiClient => useApiContext().api;

/** The validated runtime config. */
export const useRuntimeConfig = (): RuntimeConfig => useApiContext().config;
