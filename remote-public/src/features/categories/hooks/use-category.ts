import { useCallback } from 'react';
import { resolveMediaUrl, type CategoryKey } from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { getCategory } from '../../categories/api/get-category';
import { preloadImages } from '../../../lib/preload-images';
import { useEarlyData } from '../../../lib/use-early-data';

/** One category; its picture (the page's largest paint) is fetched with the answer. */
export function useCategory(key: CategoryKey) {
  const api = useApi();
  const { apiUrl } = useRemote();
  const load = useCallback(
    () =>
      getCategory(api, key).then((category) => {
        if (category?.image) preloadImages([resolveMediaUrl(apiUrl, category.image)]);
        return category;
      }),
    [api, apiUrl, key],
  );
  return useEarlyData(api, `/categories/${key}`, load);
}
