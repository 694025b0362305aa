import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@threadline/contracts';
import { DashboardLayout } from '../components/layouts/dashboard-layout';
import { paths } from '../config/paths';
import { AdminGuard } from '../lib/authorization';
import { RemoteProvider } from '../lib/remote-context';
import { AddCategoryRoute } from './routes/add-category';
import { CategoriesRoute } from './routes/categories';
import { ContactMessagesRoute } from './routes/contact-messages';
import { DashboardIndexRoute } from './routes/dashboard-index';
import { ManageUsersRoute } from './routes/manage-users';
import { NotFoundRoute } from './routes/not-found';
import { ProfileRoute } from './routes/profile';
import styles from './app.module.css';

/**
 * The federated entry (`remote_dashboard/App`). The shell mounts it at `/dashboard/*` behind
 * its sign-in guard, so it renders relative routes only and never a router.
 */
export default function App(props: RemoteAppProps) {
  return (
    <RemoteProvider value={props}>
      <div className={styles.root}>
        <Routes>
          <Route element={<DashboardLayout />}>
            <Route index element={<DashboardIndexRoute />} />
            <Route
              path={paths.manageUsers.path}
              element={
                <AdminGuard>
                  <ManageUsersRoute />
                </AdminGuard>
              }
            />
            <Route
              path={paths.contactMessages.path}
              element={
                <AdminGuard>
                  <ContactMessagesRoute />
                </AdminGuard>
              }
            />
            <Route
              path={paths.addCategory.path}
              element={
                <AdminGuard>
                  <AddCategoryRoute />
                </AdminGuard>
              }
            />
            <Route
              path={paths.categories.path}
              element={
                <AdminGuard>
                  <CategoriesRoute />
                </AdminGuard>
              }
            />
            <Route path={paths.profile.path} element={<ProfileRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </div>
    </RemoteProvider>
  );
}
