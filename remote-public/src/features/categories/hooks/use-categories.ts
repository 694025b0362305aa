import { useCallback } from 'react';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { getCategories, resolveMediaUrl } from '@threadline/contracts';
import { preloadImages } from '../../../lib/preload-images';
import { useEarlyData } from '../../../lib/use-early-data';

/** The catalogue; `preloadImages` pictures of the first cards are fetched with the answer. */
export function useCategories({
  preloadImages: preloadCount = 0,
}: { preloadImages?: number } = {}) {
  const api = useApi();
  const { apiUrl } = useRemote();
  const load = useCallback(
    () =>
      getCategories(api).then((categories) => {
        preloadImages(
          categories
            .slice(0, preloadCount)
            .map((category) => resolveMediaUrl(apiUrl, category.image)),
        );
        return categories;
      }),
    [api, apiUrl, preloadCount],
  );
  return useEarlyData(api, '/categories', load);
}
