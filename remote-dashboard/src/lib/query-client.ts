import { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's one cache of server data. A failed load shows its Try Again panel at once
 * rather than after hidden retries. Returning to the window does not refetch: the pages have
 * Refresh and Try Again for that. Data already on screen stays while it refetches.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
