import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingView } from '../../../components/loading-view';
import { paths } from '../../../config/paths';
import { useAuth } from '../hooks/use-auth';
import { StepUpGate } from './step-up-gate';

/** What the login page reads to send the visitor back where they were going. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Lets signed-in users through, shows a loading view while the session is settling and sends
 * everyone else to /login, remembering the page they asked for.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();

  // A signed-in user keeps the page while an action (such as logging out) runs.
  if (!user && loading) return <LoadingView label="Checking your session…" fullScreen />;
  if (!user) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <StepUpGate>{children}</StepUpGate>;
}
