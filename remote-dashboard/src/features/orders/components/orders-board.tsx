import { Link } from 'react-router-dom';
import {
  formatMinorUnits,
  piecesOf,
  type OrderBoardCard,
  type OrderBoardColumn,
  type OrderBoardSummary,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { LoadingView } from '../../../components/loading-view';
import { paths } from '../../../config/paths';
import { useOrderBoardColumn } from '../api/get-order-board-column';
import { formatDay, ORDER_STATUS_LABELS } from '../utils/order-format';
import styles from './orders.module.css';

/** How a card's order stands at a glance: on hold, late, at risk, or on track. */
function CardState({ card }: { card: OrderBoardCard }) {
  if (card.status === 'on_hold')
    return <span className={styles.stateLate}>{ORDER_STATUS_LABELS.on_hold}</span>;
  if (card.late) return <span className={styles.stateLate}>Late</span>;
  if (card.atRisk) return <span className={styles.stateAtRisk}>At risk</span>;
  return <span>On track</span>;
}

/**
 * One stage: its first page of cards (the API's order: late first, then at risk, then by forecast
 * delivery) and "Show more" for the next page, as long as the stage holds more.
 */
function StageColumn({ column }: { column: OrderBoardColumn }) {
  const cards = useOrderBoardColumn(column.stage);
  const shown = cards.data?.pages.flatMap((page) => page.cards) ?? [];
  const total = cards.data?.pages.at(-1)?.total ?? column.total;
  return (
    <div className={`${styles.stageGroup} ${styles.tableScroll}`}>
      <table className={styles.table}>
        <caption>
          {column.label} ({total})
        </caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Buyer</th>
            <th scope="col">Quantity</th>
            <th scope="col">Value</th>
            <th scope="col">State</th>
            <th scope="col">Stage due</th>
            <th scope="col">Forecast delivery</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((card) => (
            <tr key={card._id}>
              <th scope="row">
                <Link to={paths.order.getHref(card._id)}>{card.reference}</Link>
              </th>
              <td>{card.company ? `${card.buyerName}, ${card.company}` : card.buyerName}</td>
              <td className={styles.figure}>{piecesOf(card.quantity)}</td>
              <td className={styles.figure}>{formatMinorUnits(card.valueMinor, card.currency)}</td>
              <td>
                <CardState card={card} />
              </td>
              <td>{formatDay(card.stageExpectedDate)}</td>
              <td>{formatDay(card.deliveryDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {column.late + column.atRisk > 0 ? (
        <p className={styles.muted}>
          {[
            column.late > 0 ? `${column.late.toLocaleString('en-US')} late` : '',
            column.atRisk > 0 ? `${column.atRisk.toLocaleString('en-US')} at risk` : '',
          ]
            .filter(Boolean)
            .join(', ')}
          , shown first.
        </p>
      ) : null}
      {cards.status === 'pending' ? <LoadingView label={`Loading ${column.label}...`} /> : null}
      {cards.status === 'error' ? (
        <LoadErrorPanel
          title={`${column.label} could not be loaded`}
          error={cards.error}
          onRetry={() => void cards.refetch()}
        />
      ) : null}
      {cards.hasNextPage ? (
        <p className={styles.muted}>
          Showing {shown.length} of {total}.{' '}
          <button
            type="button"
            className={ui.button}
            disabled={cards.isFetchingNextPage}
            onClick={() => void cards.fetchNextPage()}
            aria-label={`Show more of ${column.label}`}
          >
            {cards.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** A stage no open order is at: named in its place, so the board always shows the whole work. */
function EmptyStage({ column }: { column: OrderBoardColumn }) {
  return (
    <div
      className={`${styles.stageGroup} ${styles.stageEmpty}`}
      role="group"
      aria-label={`${column.label} (0)`}
    >
      <p>
        <strong>{column.label}</strong> (0): no open order is at this stage.
      </p>
    </div>
  );
}

/**
 * The board: every stage in the order the work happens, an empty one too. A stage with open
 * orders loads a page of its cards; the summary says how many there are.
 */
export function OrdersBoard({ summary }: { summary: OrderBoardSummary }) {
  return (
    <>
      {summary.total === 0 ? <p>No open orders.</p> : null}
      {summary.columns.map((column) =>
        column.total > 0 ? (
          <StageColumn key={column.stage} column={column} />
        ) : (
          <EmptyStage key={column.stage} column={column} />
        ),
      )}
    </>
  );
}
