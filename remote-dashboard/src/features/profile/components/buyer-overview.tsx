import { Link } from 'react-router-dom';
import {
  BUYER_QUOTE_STATUS_LABELS,
  hrefs,
  ORDER_MILESTONE_LABELS,
  QUOTE_OPEN_STATUSES,
  type Order,
  type QuoteRequest,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import styles from './profile.module.css';

const isOpen = (quote: QuoteRequest) =>
  (QUOTE_OPEN_STATUSES as readonly string[]).includes(quote.status);
const isActive = (order: Order) => order.status === 'in_progress' || order.status === 'on_hold';

/**
 * What the buyer comes back for, above the spec's cards: their open quote requests and orders
 * under way, each with what waits on them, linked to its page.
 */
export function BuyerOverview({ quotes, orders }: { quotes: QuoteRequest[]; orders: Order[] }) {
  const openQuotes = quotes.filter(isOpen);
  const activeOrders = orders.filter(isActive);
  return (
    <section className={ui.card} aria-labelledby="td-overview-heading">
      <h2 id="td-overview-heading" className={styles.cardTitle}>
        Your quotes and orders
      </h2>
      {openQuotes.length === 0 && activeOrders.length === 0 ? (
        <p className={ui.hint}>
          Nothing is open right now. <Link to={hrefs.requestQuote()}>Request a quote</Link> to
          start.
        </p>
      ) : null}
      {activeOrders.length > 0 ? (
        <ul className={styles.overviewList} aria-label="Orders under way">
          {activeOrders.map((order) => (
            <li key={order._id}>
              <Link to={paths.order.getHref(order._id)}>{order.reference}</Link>{' '}
              <span>{ORDER_MILESTONE_LABELS[order.progress.stage]}</span>
              {order.waitingOn.length > 0 ? (
                <strong> · Waiting on you: {order.waitingOn.map((a) => a.label).join(', ')}</strong>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {openQuotes.length > 0 ? (
        <ul className={styles.overviewList} aria-label="Open quote requests">
          {openQuotes.map((quote) => (
            <li key={quote._id}>
              <Link to={paths.myQuote.getHref(quote._id)}>{quote.reference}</Link>{' '}
              <span>{BUYER_QUOTE_STATUS_LABELS[quote.status]}</span>
              {quote.status === 'quoted' ? <strong> · Waiting on you: accept or ask</strong> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
