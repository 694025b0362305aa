import { Link } from 'react-router-dom';
import { ORDER_MILESTONES, ORDER_MILESTONE_LABELS, type Order } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { formatDay } from '../utils/order-format';
import { OrderState } from './order-state';
import styles from './orders.module.css';

/**
 * The board: one table per stage, in the order the work happens. Within a stage the API's order
 * holds (late first, then at risk, then by forecast delivery). Finished orders are left out.
 */
export function OrdersBoard({ orders }: { orders: readonly Order[] }) {
  const open = orders.filter(
    (order) => order.status === 'in_progress' || order.status === 'on_hold',
  );
  const stages = ORDER_MILESTONES.map((stage) => ({
    stage,
    orders: open.filter((order) => order.progress.stage === stage),
  })).filter((group) => group.orders.length > 0);
  if (stages.length === 0) return <p>No open orders.</p>;
  return (
    <>
      {stages.map((group) => (
        <div key={group.stage} className={`${styles.stageGroup} ${styles.tableScroll}`}>
          <table className={styles.table}>
            <caption>
              {ORDER_MILESTONE_LABELS[group.stage]} ({group.orders.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Buyer</th>
                <th scope="col">State</th>
                <th scope="col">Stage due</th>
                <th scope="col">Forecast delivery</th>
              </tr>
            </thead>
            <tbody>
              {group.orders.map((order) => {
                const stage = order.progress.milestones.find(
                  (milestone) => milestone.key === order.progress.stage,
                );
                return (
                  <tr key={order._id}>
                    <th scope="row">
                      <Link to={paths.order.getHref(order._id)}>{order.reference}</Link>
                    </th>
                    <td>
                      {order.company ? `${order.buyerName}, ${order.company}` : order.buyerName}
                    </td>
                    <td>
                      <OrderState order={order} />
                    </td>
                    <td>{stage ? formatDay(stage.expectedDate) : ''}</td>
                    <td>{formatDay(order.progress.deliveryDate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
