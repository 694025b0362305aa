import { useCallback } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { brand } from '../config/brand';
import { StartUpGate } from '../features/splash/components/start-up-gate';
import { AppProvider, type AppServices } from './provider';
import { AppRoutes } from './router';

/** The shell: one router, the providers, the start-up splash, then the routes. */
export function App(services: AppServices) {
  const { remoteLoader } = services;
  // The remotes' entries download while the splash shows.
  const prefetchRemotes = useCallback(() => remoteLoader.prefetch(), [remoteLoader]);
  return (
    // No transitions for navigations: a logout's "go home" must render in the same pass as the
    // signed-out state, or the guard would first send the user to /login.
    <BrowserRouter useTransitions={false}>
      <AppProvider {...services}>
        <StartUpGate brandName={brand.name} onStart={prefetchRemotes}>
          <AppRoutes />
        </StartUpGate>
      </AppProvider>
    </BrowserRouter>
  );
}
