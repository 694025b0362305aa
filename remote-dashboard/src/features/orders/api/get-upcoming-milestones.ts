import {
  TOTAL_COUNT_HEADER,
  UPCOMING_PAGE_SIZE,
  type ApiClient,
  type UpcomingMilestone,
} from '@threadline/contracts';
import { readCountHeader } from '../../../lib/paging';

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
