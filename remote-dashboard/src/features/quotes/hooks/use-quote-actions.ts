import {
  getApiErrorMessage,
  QuoteMessages,
  type AdminQuoteRequest,
  type QuoteStatus,
  type QuoteUpdateInput,
} from '@threadline/contracts';
import { confirmAction, showError } from '../../../lib/dialogs';
import { useUpdateQuoteRequest } from '../api/update-quote-request';
import { STATUS_LABELS } from '../components/quote-format';
import { DashboardMessages } from '../../../config/messages';

/**
 * Moves, each confirmed (notes are internal messages of the conversation); `onChanged` gets the answer, and
 * the cached lists and counts are refetched.
 */
export function useQuoteActions(onChanged: (updated: AdminQuoteRequest) => void) {
  const { mutateAsync, isPending: busy } = useUpdateQuoteRequest();

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

  return { busy, move };
}
