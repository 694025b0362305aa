import type {
  ApiClient,
  Order,
  SampleDecisionInput,
  SampleMilestoneKey,
} from '@threadline/contracts';

export async function decideSampleRound(
  api: ApiClient,
  orderId: string,
  milestone: SampleMilestoneKey,
  round: number,
  input: SampleDecisionInput,
): Promise<Order> {
  const { data } = await api.post<Order>(
    `/orders/${encodeURIComponent(orderId)}/samples/${milestone}/rounds/${round}/decision`,
    input,
  );
  return data;
}
