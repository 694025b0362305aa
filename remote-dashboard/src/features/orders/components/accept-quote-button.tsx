import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuoteRequest } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { AcceptQuoteDialog } from './accept-quote-dialog';

/** "Accept this quote" on a quoted request; placing the order lands the buyer on it. */
export function AcceptQuoteButton({ quote }: { quote: QuoteRequest }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const offer = quote.offer;
  if (quote.status !== 'quoted' || !offer) return null;
  return (
    <>
      <button type="button" className={ui.buttonPrimary} onClick={() => setOpen(true)}>
        Accept this quote
      </button>
      {open ? (
        <AcceptQuoteDialog
          quote={{ ...quote, offer }}
          onClose={() => setOpen(false)}
          onPlaced={(order) => {
            setOpen(false);
            void navigate(paths.order.getHref(order._id));
          }}
        />
      ) : null}
    </>
  );
}
