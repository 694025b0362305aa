import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { QuoteRequest } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useOrderOfQuote } from '../api/get-order-of-quote';
import { AcceptQuoteDialog } from './accept-quote-dialog';
import styles from './orders.module.css';

/**
 * On an admin's quoted or won request: the order it became, or "Create order" to convert it with
 * the terms agreed with the buyer (the same dialog, plan and warning as the buyer's).
 */
export function QuoteOrderAction({ quote }: { quote: QuoteRequest }) {
  const orderOfQuote = useOrderOfQuote(quote._id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (orderOfQuote.status !== 'success') return null;
  const order = orderOfQuote.data;
  if (order)
    return (
      <div className={styles.section}>
        <Link to={paths.order.getHref(order._id)} className={ui.button}>
          Open order {order.reference}
        </Link>
      </div>
    );
  const offer = quote.offer;
  if (!offer || (quote.status !== 'quoted' && quote.status !== 'won')) return null;
  return (
    <div className={styles.section}>
      <button type="button" className={ui.button} onClick={() => setOpen(true)}>
        Create order
      </button>
      {open ? (
        <AcceptQuoteDialog
          quote={{ ...quote, offer }}
          title={`Create an order from ${quote.reference}`}
          onClose={() => setOpen(false)}
          onPlaced={(placed) => {
            setOpen(false);
            void navigate(paths.order.getHref(placed._id));
          }}
        />
      ) : null}
    </div>
  );
}
