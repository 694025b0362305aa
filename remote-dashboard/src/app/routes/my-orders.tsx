import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { paths } from '../../config/paths';
import { OrderCard } from '../../features/orders/components/order-card';
import { useMyOrders } from '../../features/orders/api/get-my-orders';
import ui from '../../components/ui.module.css';
import styles from '../../features/orders/components/orders.module.css';

/** The buyer's orders, newest first, each linking to its page with the plan. */
export function MyOrdersRoute() {
  const orders = useMyOrders();
  return (
    <>
      <PageHeader
        title="My Orders"
        description="Your orders, where each one is and when it arrives."
      />
      {orders.status === 'pending' ? <LoadingView label="Loading your orders..." /> : null}
      {orders.status === 'error' ? (
        <LoadErrorPanel
          title="Your orders could not be loaded"
          error={orders.error}
          onRetry={() => void orders.refetch()}
        />
      ) : null}
      {orders.status === 'success' && orders.data.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No orders yet</h2>
          <p className={ui.emptyText}>
            Accept a quote in <Link to={paths.myQuotes.getHref()}>My Quotes</Link> and follow its
            order here.
          </p>
        </div>
      ) : null}
      {orders.status === 'success' && orders.data.length > 0 ? (
        <section aria-labelledby="td-my-orders-heading">
          <h2 id="td-my-orders-heading" className={styles.subheading}>
            Your orders ({orders.data.length})
          </h2>
          <ul className={styles.list}>
            {orders.data.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
