import { UPCOMING_PAGE_SIZE } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { exportOrdersCsv } from '../../features/orders/api/export-orders-csv';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { Pagination } from '../../components/pagination';
import { pageCountOf } from '../../lib/paging';
import { pageParam, useListParams, type ListParamSpecs } from '../../lib/use-list-params';
import { SaveViewButton } from '../../features/views/components/save-view-button';
import { OrdersBoard } from '../../features/orders/components/orders-board';
import { UpcomingMilestonesTable } from '../../features/orders/components/upcoming-milestones-table';
import { useOrderBoardSummary } from '../../features/orders/api/get-order-board-summary';
import { useUpcomingMilestones } from '../../features/orders/api/get-upcoming-milestones';
import styles from '../../features/orders/components/orders.module.css';

/**
 * The admins' Orders board: open orders by stage, late first, a page per stage with "Show more",
 * and the next 14 days a page at a time.
 */
/** The board's URL: the page of the next 14 days. */
const ORDERS_PARAMS: ListParamSpecs<'upcoming'> = { upcoming: { fallback: '1' } };

export function OrdersBoardRoute() {
  const api = useApi();
  const board = useOrderBoardSummary();
  const view = useListParams(ORDERS_PARAMS);
  const upcomingPage = pageParam(view.values.upcoming);
  const setUpcomingPage = (next: number) => view.update({ upcoming: String(next) });
  const upcoming = useUpcomingMilestones(upcomingPage);
  return (
    <>
      <PageHeader
        title="Orders"
        description="Open orders by stage, the late ones first, and what is due in the next 14 days."
        actions={
          <>
            <ExportCsvButton exportFile={() => exportOrdersCsv(api)} fileName="orders.csv" />
            <SaveViewButton list="orders" query={view.query} />
          </>
        }
      />
      <section aria-labelledby="td-orders-board-heading">
        <h2 id="td-orders-board-heading" className={styles.subheading}>
          By stage
        </h2>
        {board.status === 'pending' ? <LoadingView label="Loading the orders..." /> : null}
        {board.status === 'error' ? (
          <LoadErrorPanel
            title="The orders could not be loaded"
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        ) : null}
        {board.status === 'success' ? <OrdersBoard summary={board.data} /> : null}
      </section>
      <section aria-labelledby="td-orders-upcoming-heading" className={styles.section}>
        <h2 id="td-orders-upcoming-heading" className={styles.subheading}>
          Next 14 days
        </h2>
        {upcoming.status === 'pending' ? <LoadingView label="Loading the milestones..." /> : null}
        {upcoming.status === 'error' ? (
          <LoadErrorPanel
            title="The upcoming milestones could not be loaded"
            error={upcoming.error}
            onRetry={() => void upcoming.refetch()}
          />
        ) : null}
        {upcoming.status === 'success' ? (
          <>
            <UpcomingMilestonesTable milestones={upcoming.data.milestones} />
            <Pagination
              page={upcomingPage}
              pageCount={pageCountOf(upcoming.data.total, UPCOMING_PAGE_SIZE)}
              onChange={setUpcomingPage}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
