import type { ApiClient, UpcomingMilestone } from '@threadline/contracts';

export async function getUpcomingMilestones(api: ApiClient): Promise<UpcomingMilestone[]> {
  const { data } = await api.get<UpcomingMilestone[]>('/orders/upcoming');
  return Array.isArray(data) ? data : [];
}
