import { Link, useParams } from 'react-router-dom';
import { getApiErrorStatus, OrderMessages } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { PageHeader } from '../../components/page-header';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { paths } from '../../config/paths';
import { QuoteConversation } from '../../features/conversations/components/quote-conversation';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { useOrder } from '../../features/orders/api/get-order';
import styles from '../../features/quotes/components/quotes.module.css';

const absolute = (apiUrl: string, path: string) => {
  const base = apiUrl.replace(/\/+$/, '');
  const url = `${base}${path}`;
  return /^https?:/i.test(url) ? url : new URL(url, window.location.origin).toString();
};

/** `/dashboard/orders/<id>`: one order, for its buyer and the admins (the API answers 404 else). */
export function OrderRoute() {
  const { orderId } = useParams();
  const { isAdmin, apiUrl } = useRemote();
  const order = useOrder(orderId);
  const back = isAdmin ? (
    <Link to={paths.orders.getHref()} className={styles.backLink}>
      ← Orders board
    </Link>
  ) : (
    <Link to={paths.myOrders.getHref()} className={styles.backLink}>
      ← All my orders
    </Link>
  );
  return (
    <>
      <PageHeader
        title={order.status === 'success' ? `Order ${order.data.reference}` : 'Order'}
        description={back}
      />
      {order.status === 'pending' ? <LoadingView label="Loading the order..." /> : null}
      {order.status === 'error' ? (
        <LoadErrorPanel
          title={
            getApiErrorStatus(order.error) === 404
              ? OrderMessages.orderNotFound
              : 'The order could not be loaded'
          }
          error={order.error}
          onRetry={() => void order.refetch()}
        />
      ) : null}
      {order.status === 'success' ? (
        <OrderDetail
          order={order.data}
          isAdmin={isAdmin}
          calendarUrl={absolute(apiUrl, order.data.calendarPath)}
          conversation={
            <QuoteConversation
              key={order.data.quoteId}
              quoteId={order.data.quoteId}
              canWriteNotes={isAdmin}
            />
          }
        />
      ) : null}
    </>
  );
}
