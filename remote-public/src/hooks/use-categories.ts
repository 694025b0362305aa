// The catalogue, which the categories pages and the quote form both read, so it belongs to no
// one feature.
import { useCallback, useState } from 'react';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import {
  getCategories,
  resolveMediaUrl,
  type ApiClient,
  type CategorySummary,
} from '@threadline/contracts';
import { preloadImages } from '../lib/preload-images';
import { startEarly, useEarlyData } from '../lib/use-early-data';

/** The catalogue cards in the first screenful of /products: one row of the widest grid. */
export const FIRST_ROW_CARDS = 4;

const loadCategories =
  (api: ApiClient, apiUrl: string, preloadCount: number) => (): Promise<CategorySummary[]> =>
    getCategories(api).then((categories) => {
      preloadImages(
        categories
          .slice(0, preloadCount)
          .map((category) => resolveMediaUrl(apiUrl, category.image)),
      );
      return categories;
    });

/** The catalogue; `preloadImages` pictures of the first cards are fetched with the answer. */
export function useCategories({
  preloadImages: preloadCount = 0,
}: { preloadImages?: number } = {}) {
  const api = useApi();
  const { apiUrl } = useRemote();
  const load = useCallback(
    () => loadCategories(api, apiUrl, preloadCount)(),
    [api, apiUrl, preloadCount],
  );
  // A catalogue with no pictures to hurry is below the fold (the home page's, the quote form's).
  return useEarlyData(api, '/categories', load, { below: preloadCount === 0 });
}

/** Asks for the catalogue (and its first row's pictures) before the page showing it has loaded. */
export function useCategoriesAhead(preloadCount = FIRST_ROW_CARDS): void {
  const api = useApi();
  const { apiUrl } = useRemote();
  useState(() => startEarly(api, '/categories', loadCategories(api, apiUrl, preloadCount)));
}
