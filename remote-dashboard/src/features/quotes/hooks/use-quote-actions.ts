import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DashboardMessages,
  getApiErrorMessage,
  QuoteMessages,
  type AdminQuoteRequest,
  type QuoteStatus,
  type QuoteUpdateInput,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { confirmAction, showError } from '../../../lib/dialogs';
import { updateQuoteRequest } from '../api/update-quote-request';
import { STATUS_LABELS } from '../components/quote-format';
import { quoteRequestsQueryKey } from './use-quote-requests';

/**
 * Moves and notes, each confirmed where it changes the pipeline; `onChanged` gets the answer, and
 * the cached lists and counts are refetched.
 */
export function useQuoteActions(onChanged: (updated: AdminQuoteRequest) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending: busy } = useMutation({
    mutationFn: ({ quote, change }: { quote: AdminQuoteRequest; change: QuoteUpdateInput }) =>
      updateQuoteRequest(api, quote._id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteRequestsQueryKey }),
  });

  const send = async (quote: AdminQuoteRequest, change: QuoteUpdateInput): Promise<boolean> => {
    try {
      onChanged(await mutateAsync({ quote, change }));
      return true;
    } catch (error) {
      await showError(QuoteMessages.updateFailed, getApiErrorMessage(error, ''));
      return false;
    }
  };

  const move = async (
    quote: AdminQuoteRequest,
    status: QuoteStatus,
    offer: Omit<QuoteUpdateInput, 'status' | 'note'> = {},
  ): Promise<boolean> => {
    const confirmed = await confirmAction({
      title: QuoteMessages.moveConfirmTitle(quote.reference, STATUS_LABELS[status]),
      text: DashboardMessages.quoteMoveText(quote.name, quote.email),
      confirmButtonText: DashboardMessages.quoteMoveConfirm(STATUS_LABELS[status]),
    });
    if (!confirmed) return false;
    return send(quote, { status, ...offer });
  };

  const addNote = (quote: AdminQuoteRequest, note: string) => send(quote, { note });

  return { busy, move, addNote };
}
