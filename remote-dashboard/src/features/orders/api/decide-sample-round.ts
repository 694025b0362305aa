import type {
  ApiClient,
  Order,
  SampleDecisionInput,
  SampleMilestoneKey,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { useOrderWriteWithFiles } from './upload-order-files';

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

export function useDecideSampleRound(
  orderId: string,
  milestone: SampleMilestoneKey,
  round: number,
) {
  const api = useApi();
  return useOrderWriteWithFiles<SampleDecisionInput>((input) =>
    decideSampleRound(api, orderId, milestone, round, input),
  );
}
