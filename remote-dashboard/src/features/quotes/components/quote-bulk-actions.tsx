import { useId, useState } from 'react';
import {
  BulkMessages,
  QUOTE_BULK_STATUSES,
  type AdminQuoteRequest,
  type QuoteBulkStatus,
} from '@threadline/contracts';
import { BulkBar } from '../../../components/bulk-bar';
import { useBulkAction } from '../../../lib/use-bulk-action';
import type { RowSelection } from '../../../lib/use-row-selection';
import { useBulkMoveQuoteRequests } from '../api/bulk-move-quote-requests';
import { STATUS_LABELS } from './quote-format';
import ui from '../../../components/ui.module.css';

export const quoteRowOf = (quote: AdminQuoteRequest) => ({
  id: quote._id,
  label: `${quote.reference} (${quote.name})`,
});

/** Quote Requests' bulk bar: move the selected requests to one status. */
export function QuoteBulkActions({
  pageQuotes,
  selection,
}: {
  pageQuotes: AdminQuoteRequest[];
  selection: RowSelection;
}) {
  const statusId = useId();
  const [status, setStatus] = useState<QuoteBulkStatus>('reviewing');
  const bulk = useBulkAction();
  const { mutateAsync } = useBulkMoveQuoteRequests();

  const move = async () => {
    const ids = [...selection.rows.keys()];
    const answer = await bulk({
      confirmText: BulkMessages.quoteMoveText(STATUS_LABELS[status], ids.length),
      confirmButtonText: 'Move',
      labels: selection.rows,
      perform: () => mutateAsync({ status, ids }),
    });
    if (answer) selection.clear();
  };

  return (
    <BulkBar label="Quote requests" pageRows={pageQuotes.map(quoteRowOf)} selection={selection}>
      <label htmlFor={statusId}>Move selected to</label>
      <select
        id={statusId}
        className={ui.input}
        style={{ width: 'auto' }}
        value={status}
        onChange={(event) => setStatus(event.target.value as QuoteBulkStatus)}
      >
        {QUOTE_BULK_STATUSES.map((option) => (
          <option key={option} value={option}>
            {STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={ui.buttonPrimary}
        disabled={selection.count === 0}
        onClick={() => void move()}
      >
        Move
      </button>
    </BulkBar>
  );
}
