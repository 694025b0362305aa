import { useCallback } from 'react';
import {
  getApiErrorMessage,
  releasedBy,
  SampleApprovalMessages,
  type ApiClient,
  type Order,
  type SampleMilestoneKey,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { offerUndo, showError, showSuccess } from '../../../lib/dialogs';
import { useStoreOrder } from './use-store-order';
import { DashboardMessages } from '../../../config/messages';

/** DELETE …/rounds/{round}/decision: the buyer takes back an approval made moments ago. */
export async function undoSampleApproval(
  api: ApiClient,
  orderId: string,
  milestone: SampleMilestoneKey,
  round: number,
): Promise<Order> {
  const { data } = await api.delete<Order>(
    `/orders/${encodeURIComponent(orderId)}/samples/${milestone}/rounds/${round}/decision`,
  );
  return data;
}

/**
 * After an approval: the dashboard's undo toast (as after a delete) says what was released and
 * offers Undo for a short time; pressing it takes the approval back. The caller stays mounted
 * while the toast is up (the decision form itself goes once the round is decided).
 */
export function useOfferApprovalUndo(orderId: string) {
  const api = useApi();
  const store = useStoreOrder();
  return useCallback(
    async (milestone: SampleMilestoneKey, round: number): Promise<void> => {
      const undo = await offerUndo(
        SampleApprovalMessages.approved(round),
        SampleApprovalMessages.undoText(releasedBy(milestone)),
      );
      if (!undo) return;
      try {
        store(await undoSampleApproval(api, orderId, milestone, round));
        await showSuccess(SampleApprovalMessages.undone(round), undefined, 3000);
      } catch (error) {
        await showError(
          DashboardMessages.errorTitle,
          getApiErrorMessage(error, 'The approval could not be undone'),
        );
      }
    },
    [api, orderId, store],
  );
}
