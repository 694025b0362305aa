import { useCallback, useState } from 'react';
import { resolveMediaUrl, type ApiClient, type CategoryKey } from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { getCategory } from '../../categories/api/get-category';
import { preloadImages } from '../../../lib/preload-images';
import { startEarly, useEarlyData } from '../../../lib/use-early-data';

const loadCategory = (api: ApiClient, apiUrl: string, key: CategoryKey) => () =>
  getCategory(api, key).then((category) => {
    if (category?.image) preloadImages([resolveMediaUrl(apiUrl, category.image)]);
    return category;
  });

/** One category; its picture (the page's largest paint) is fetched with the answer. */
export function useCategory(key: CategoryKey) {
  const api = useApi();
  const { apiUrl } = useRemote();
  const load = useCallback(() => loadCategory(api, apiUrl, key)(), [api, apiUrl, key]);
  return useEarlyData(api, `/categories/${key}`, load);
}

/** Asks for one category (and its picture) before the page showing it has loaded. */
export function useCategoryAhead(key: CategoryKey): void {
  const api = useApi();
  const { apiUrl } = useRemote();
  useState(() => startEarly(api, `/categories/${key}`, loadCategory(api, apiUrl, key)));
}
