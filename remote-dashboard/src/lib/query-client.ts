import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's one cache of server data. A failed load shows its Try Again panel at once
 * rather than after hidden retries, and a page shows what it has while it refetches in the
 * background (on mount, after a change), never a skeleton again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
