import { useState } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteAppProps } from '@threadline/contracts';
import { RemoteProvider } from '@threadline/web-kit/remote-context';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { UnreadThreadsBadge } from '../features/conversations/components/unread-threads-badge';
import { paths } from '../config/paths';
import { AdminGuard } from '../lib/authorization';
import { createQueryClient } from '../lib/query-client';
import { ActivityLogRoute } from './routes/activity-log';
import { TrashRoute } from './routes/trash';
import { SavedViewsNav } from '../features/views/components/saved-views-nav';
import { AddCategoryRoute } from './routes/add-category';
import { CategoriesRoute } from './routes/categories';
import { ContactMessagesRoute } from './routes/contact-messages';
import { DashboardIndexRoute } from './routes/dashboard-index';
import { ManageUsersRoute } from './routes/manage-users';
import { MyQuotesRoute } from './routes/my-quotes';
import { NewQuoteRequestRoute } from './routes/new-quote-request';
import { MyOrdersRoute } from './routes/my-orders';
import { OrderRoute } from './routes/order';
import { OrdersBoardRoute } from './routes/orders-board';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import { QuoteLinkRoute } from './routes/quote-link';
import { QuoteRequestsRoute } from './routes/quote-requests';
import { ReleasesRoute } from './routes/releases';
import { NewStyleRoute, StyleRoute } from './routes/style';
import { StylesRoute } from './routes/styles';
import styles from './app.module.css';

/**
 * The federated entry (`remote_dashboard/App`). The shell mounts it at `/dashboard/*` behind
 * its sign-in guard, so it renders relative routes only and never a router. The remote owns its
 * query cache (nothing else shares it), created once per mount.
 */
export default function App(props: RemoteAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteProvider value={props}>
        <div className={styles.root}>
          <Routes>
            <Route
              element={
                <DashboardLayout
                  unreadThreadsBadge={<UnreadThreadsBadge />}
                  savedViews={(list, listLabel, onNavigate) => (
                    <SavedViewsNav list={list} listLabel={listLabel} onNavigate={onNavigate} />
                  )}
                />
              }
            >
              <Route index element={<DashboardIndexRoute />} />
              {/* One guard for all admin pages: a page added here is guarded too. */}
              <Route
                element={
                  <AdminGuard>
                    <Outlet />
                  </AdminGuard>
                }
              >
                <Route path={paths.manageUsers.path} element={<ManageUsersRoute />} />
                <Route path={paths.contactMessages.path} element={<ContactMessagesRoute />} />
                <Route path={paths.addCategory.path} element={<AddCategoryRoute />} />
                <Route path={paths.categories.path} element={<CategoriesRoute />} />
                <Route path={paths.quoteRequests.path} element={<QuoteRequestsRoute />} />
                <Route path={paths.quoteRequest.path} element={<QuoteRequestsRoute />} />
                <Route path={paths.activityLog.path} element={<ActivityLogRoute />} />
                <Route path={paths.releases.path} element={<ReleasesRoute />} />
                <Route path={paths.trash.path} element={<TrashRoute />} />
                <Route path={paths.orders.path} element={<OrdersBoardRoute />} />
              </Route>
              <Route path={paths.profile.path} element={<ProfileRoute />} />
              <Route path={paths.myQuotes.path} element={<MyQuotesRoute />} />
              <Route path={paths.newQuoteRequest.path} element={<NewQuoteRequestRoute />} />
              <Route path={paths.myQuote.path} element={<MyQuotesRoute />} />
              <Route path={paths.quote.path} element={<QuoteLinkRoute />} />
              <Route path={paths.myOrders.path} element={<MyOrdersRoute />} />
              {/* The buyer who owns it and the admins: the API decides (404 for anyone else). */}
              <Route path={paths.order.path} element={<OrderRoute />} />
              {/* The style library: a member's own styles, every style for an admin (the API decides). */}
              <Route path={paths.styles.path} element={<StylesRoute />} />
              <Route path={paths.newStyle.path} element={<NewStyleRoute />} />
              <Route path={paths.style.path} element={<StyleRoute />} />
              <Route path={paths.styleVersion.path} element={<StyleRoute />} />
              <Route path={paths.editStyle.path} element={<StyleRoute editing />} />
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </div>
      </RemoteProvider>
    </QueryClientProvider>
  );
}
