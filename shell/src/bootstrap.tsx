import { TELEMETRY_PATH } from '@threadline/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorScreen } from './components/config-error-screen';
import { loadRuntimeConfig } from './config/runtime-config';
import {
  hasPersistedFirebaseSession,
  watchFirebaseSessionInOtherTabs,
} from './features/auth/api/firebase-persisted-session';
import { createLazyAuthService } from './features/auth/api/lazy-auth-service';
import { resolvePreviewPin, visitorCohortId } from './features/remotes/api/release-pointer-plugin';
import { createFederationRemoteLoader } from './features/remotes/api/remote-loader';
import { createRemoteTelemetry } from './features/remotes/api/telemetry-plugin';
import { RemoteUnavailable } from './features/remotes/components/remote-outlet';
import { preconnect } from './lib/preconnect';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);

  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return;
  }

  const { config } = result;
  preconnect(config.apiUrl);
  // Reading localStorage itself throws where the browser blocks storage.
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  // Only a browser that opened a preview link waits for the API's check of it.
  const preview = await resolvePreviewPin({
    apiUrl: config.apiUrl,
    location: window.location,
    history: window.history,
    storage,
  });
  // Only the Auth emulator needs the account chooser, so production never downloads it.
  const chooseEmulatedGoogleAccount = config.firebase.authEmulatorUrl
    ? async () =>
        (
          await import('./features/auth/components/choose-emulated-google-account')
        ).chooseEmulatedGoogleAccount()
    : undefined;
  let services;
  try {
    services = {
      config,
      // Firebase Auth is downloaded for a member or on the first sign-in, never for a visitor.
      authService: createLazyAuthService({
        load: async () => {
          const { createFirebaseAuthService } =
            await import('./features/auth/api/firebase-auth-service');
          return createFirebaseAuthService(config.firebase, { chooseEmulatedGoogleAccount });
        },
        hasPersistedSession: () => hasPersistedFirebaseSession(),
        watchOtherTabs: watchFirebaseSessionInOtherTabs,
      }),
      remoteLoader: createFederationRemoteLoader(config.remotes, {
        // The contracts version this shell was built against (webpack's DefinePlugin).
        shellContractsVersion: process.env.CONTRACTS_VERSION ?? '0.0.0',
        // What a remote that could not be loaded, or was refused, shows: the retry panel.
        fallback: RemoteUnavailable,
        // Only a returning member's splash fetches the dashboard's entry.
        isReturningMember: () => hasPersistedFirebaseSession(),
        preview,
        cohortId: visitorCohortId(storage),
        // Anonymous counts per release (POST /telemetry/remotes); runtime config telemetry: false
        // turns it off.
        telemetry:
          config.telemetry === false
            ? undefined
            : createRemoteTelemetry(`${config.apiUrl}${TELEMETRY_PATH}`),
      }),
    };
  } catch (error) {
    root.render(
      <ConfigErrorScreen
        problems={[`Start-up failed: ${error instanceof Error ? error.message : String(error)}`]}
      />,
    );
    return;
  }

  root.render(
    <StrictMode>
      <App {...services} />
    </StrictMode>,
  );
}

void start();
