import type { ApiClient, Order, SampleMilestoneKey, SampleRoundInput } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useOrderWriteWithFiles } from './upload-order-files';

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

export function usePostSampleRound(orderId: string, milestone: SampleMilestoneKey) {
  const api = useApi();
  return useOrderWriteWithFiles<SampleRoundInput>((input) =>
    postSampleRound(api, orderId, milestone, input),
  );
}
