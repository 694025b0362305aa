// Passkeys in the journeys: Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain), and the seed admin's passkey that global-setup registered for every journey to hold.
import type { CDPSession, Page } from '@playwright/test';
import { e2eEnv } from './env';
import { loadTool } from './tools';

/** A credential as WebAuthn.addCredential takes it (the private key is PKCS#8, base64). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId: string;
  privateKey: string;
  signCount: number;
  userHandle?: string;
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

const COUNT_EPOCH = Date.UTC(2026, 0, 1);

/**
 * The signature counter a journey starts the seed admin's passkey at: tenths of a second since
 * 2026, so each journey's first assertion counts past every earlier one (the API refuses a counter
 * that does not grow, as it would a cloned authenticator's).
 */
export const freshSignCount = () => Math.floor((Date.now() - COUNT_EPOCH) / 100);

/** A platform authenticator that verifies the user at once (no prompt), as Chromium fakes one. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

export async function credentialsOf({ cdp, authenticatorId }: VirtualAuthenticator) {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

/** The passkey is gone from the device (a wiped phone, a new laptop). */
export async function clearPasskeys({ cdp, authenticatorId }: VirtualAuthenticator): Promise<void> {
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
}

/** The seed admin's passkey, registered once by global-setup (E2E_ADMIN_PASSKEY). */
export function seedAdminPasskey(): VirtualCredential {
  return JSON.parse(e2eEnv.adminPasskey) as VirtualCredential;
}

/** Puts the seed admin's passkey into this page's virtual authenticator. */
export async function holdSeedAdminPasskey(page: Page): Promise<VirtualAuthenticator> {
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.cdp.send('WebAuthn.addCredential', {
    authenticatorId: authenticator.authenticatorId,
    credential: { ...seedAdminPasskey(), signCount: freshSignCount() },
  });
  return authenticator;
}

/** An admin session token of the seed admin, stepped up outside the browser with the same passkey. */
export async function steppedUpSeedAdminToken(token: string): Promise<string> {
  const { SoftwareAuthenticator, assertPasskey, fetchSender } = await loadTool(
    'harness/passkey-authenticator',
  );
  const authenticator = new SoftwareAuthenticator({ origin: e2eEnv.shellUrl });
  authenticator.importCredential({ ...seedAdminPasskey(), signCount: freshSignCount() });
  const stepped = await assertPasskey({
    send: fetchSender(e2eEnv.apiUrl),
    token,
    authenticator,
    origin: e2eEnv.shellUrl,
  });
  return stepped.token as string;
}

/**
 * The seed admin registers a passkey once, as at a first sign-in, so every journey's browser can
 * hold it (WebAuthn.addCredential) and step up; answers it as the virtual authenticator takes it.
 */
export async function registerSeedAdminPasskey(
  apiUrl: string,
  shellUrl: string,
  admin: { authEmulatorHost: string; email: string; password: string },
): Promise<object> {
  const { sessionToken } = await loadTool('harness/seed-data');
  const { SoftwareAuthenticator, registerPasskey, fetchSender } = await loadTool(
    'harness/passkey-authenticator',
  );
  const token = await sessionToken({ ...admin, apiUrl });
  const authenticator = new SoftwareAuthenticator({ origin: shellUrl });
  await registerPasskey({ send: fetchSender(apiUrl), token, authenticator, origin: shellUrl });
  return authenticator.exportCredential();
}
