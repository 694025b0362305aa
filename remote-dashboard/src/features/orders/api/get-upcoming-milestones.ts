import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TOTAL_COUNT_HEADER,
  UPCOMING_PAGE_SIZE,
  type ApiClient,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { readCountHeader } from '../../../lib/paging';
import { orderKeys } from './order-keys';

export interface UpcomingMilestonesPage {
  milestones: UpcomingMilestone[];
  total: number;
}

/** GET /orders/upcoming: one page, soonest first; the total comes in X-Total-Count. */
export async function getUpcomingMilestones(
  api: ApiClient,
  page: number,
): Promise<UpcomingMilestonesPage> {
  const response = await api.get<UpcomingMilestone[]>('/orders/upcoming', {
    params: { page, limit: UPCOMING_PAGE_SIZE },
  });
  const milestones = Array.isArray(response.data) ? response.data : [];
  return {
    milestones,
    total: readCountHeader(response.headers, TOTAL_COUNT_HEADER) ?? milestones.length,
  };
}

/** While the next page loads, the page on screen stays. */
export const getUpcomingMilestonesQueryOptions = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: orderKeys.upcoming(page),
    queryFn: () => getUpcomingMilestones(api, page),
    placeholderData: keepPreviousData,
  });

export function useUpcomingMilestones(page: number) {
  return useQuery(getUpcomingMilestonesQueryOptions(useApi(), page));
}
