import { admin, renderDashboard } from './render';

type DashboardOptions = NonNullable<Parameters<typeof renderDashboard>[0]>;
export type AdminPageOptions = Omit<DashboardOptions, 'route' | 'props'>;

/** Renders a dashboard page signed in as an admin, the one person the admin pages let in. */
export function renderAsAdmin(route: string, options: AdminPageOptions = {}) {
  return renderDashboard({ ...options, route, props: { user: admin, isAdmin: true } });
}
