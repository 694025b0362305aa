import type { ApiClient, Order, SampleMilestoneKey, SampleRoundInput } from '@threadline/contracts';

export async function postSampleRound(
  api: ApiClient,
  orderId: string,
  milestone: SampleMilestoneKey,
  input: SampleRoundInput,
): Promise<Order> {
  const { data } = await api.post<Order>(
    `/orders/${encodeURIComponent(orderId)}/samples/${milestone}/rounds`,
    input,
  );
  return data;
}
