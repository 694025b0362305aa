import { Link } from 'react-router-dom';
import { ORDER_MILESTONE_LABELS, piecesOf, type Order } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { formatDay } from '../utils/order-format';
import { OrderState } from './order-state';
import styles from './orders.module.css';

/** One of the buyer's orders in My Orders: where it is, how it stands and when it arrives. */
export function OrderCard({ order }: { order: Order }) {
  const done = order.status === 'delivered' || order.status === 'cancelled';
  return (
    <Link to={paths.order.getHref(order._id)} className={styles.orderCard}>
      <span className={styles.orderCardTop}>
        <span>{order.reference}</span>
        <OrderState order={order} />
      </span>
      <span className={styles.muted}>
        {piecesOf(order.quantity)} ·{' '}
        {done ? 'Finished' : ORDER_MILESTONE_LABELS[order.progress.stage]} · delivery{' '}
        {formatDay(order.progress.deliveryDate)}
      </span>
    </Link>
  );
}
