import { Navigate } from 'react-router-dom';
import { useRemote } from '@threadline/web-kit/remote-context';
import { paths } from '../../config/paths';
import { LoadingView } from '../../components/loading-view';

/** Exactly /dashboard: admins land on Manage Users, everyone else on their Profile. */
export function DashboardIndexRoute() {
  const { user, isAdmin } = useRemote();
  if (!user) return <LoadingView />;
  return <Navigate to={(isAdmin ? paths.manageUsers : paths.profile).getHref()} replace />;
}
