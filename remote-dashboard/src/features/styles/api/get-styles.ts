import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TOTAL_COUNT_HEADER,
  type ApiClient,
  type StyleSummary,
  type StylesListQuery,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { styleKeys } from './style-keys';

export interface StylesPage {
  styles: StyleSummary[];
  total: number;
}

export async function getStyles(api: ApiClient, query: StylesListQuery): Promise<StylesPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value));
  const { data, headers } = await api.get<StyleSummary[]>('/styles', { params });
  const styles = Array.isArray(data) ? data : [];
  const total = Number(headers?.[TOTAL_COUNT_HEADER.toLowerCase()] ?? styles.length);
  return { styles, total: Number.isFinite(total) ? total : styles.length };
}

export const getStylesQueryOptions = (api: ApiClient, query: StylesListQuery) =>
  queryOptions({
    queryKey: styleKeys.list(query),
    queryFn: () => getStyles(api, query),
    placeholderData: keepPreviousData,
  });

export function useStyles(query: StylesListQuery) {
  return useQuery(getStylesQueryOptions(useApi(), query));
}
