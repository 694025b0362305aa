import { useState } from 'react';
import {
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

/** Moves and notes, each confirmed where it changes the pipeline; `onChanged` gets the answer. */
export function useQuoteActions(onChanged: (updated: AdminQuoteRequest) => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const send = async (quote: AdminQuoteRequest, change: QuoteUpdateInput): Promise<boolean> => {
    setBusy(true);
    try {
      onChanged(await updateQuoteRequest(api, quote._id, change));
      return true;
    } catch (error) {
      await showError(QuoteMessages.updateFailed, getApiErrorMessage(error, ''));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const move = async (
    quote: AdminQuoteRequest,
    status: QuoteStatus,
    offer: Omit<QuoteUpdateInput, 'status' | 'note'> = {},
  ): Promise<boolean> => {
    const confirmed = await confirmAction({
      title: QuoteMessages.moveConfirmTitle(quote.reference, STATUS_LABELS[status]),
      text: `${quote.name} (${quote.email}) will see the new status in My Quotes.`,
      confirmButtonText: `Yes, move to ${STATUS_LABELS[status]}`,
    });
    if (!confirmed) return false;
    return send(quote, { status, ...offer });
  };

  const addNote = (quote: AdminQuoteRequest, note: string) => send(quote, { note });

  return { busy, move, addNote };
}
