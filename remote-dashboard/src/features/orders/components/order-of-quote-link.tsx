import { Link } from 'react-router-dom';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useOrderOfQuote } from '../api/get-order-of-quote';

/** On a won quote: the order it became, when the buyer has one for it. */
export function OrderOfQuoteLink({ quoteId }: { quoteId: string }) {
  const order = useOrderOfQuote(quoteId).data;
  if (!order) return null;
  return (
    <Link to={paths.order.getHref(order._id)} className={ui.buttonPrimary}>
      Follow order {order.reference}
    </Link>
  );
}
