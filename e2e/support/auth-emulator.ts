// Reads what the Auth emulator "sent": its out-of-band codes stand in for the inbox. Also talks
// to the emulator's REST API as a second device would (creating accounts, finishing a reset).
import { e2eEnv } from './env';

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobLink: string;
  oobCode: string;
}

const identityToolkit = (method: string) =>
  `http://${e2eEnv.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function callIdentityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(identityToolkit(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok)
    throw new Error(
      `accounts:${method} answered ${response.status}: ${answer.error?.message ?? ''}`,
    );
  return answer;
}

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(
    `http://${e2eEnv.authEmulatorHost}/emulator/v1/projects/${e2eEnv.projectId}/oobCodes`,
  );
  if (!response.ok) throw new Error(`The emulator's oobCodes answered ${response.status}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** The newest out-of-band code of one kind the emulator holds for an address, waiting for it. */
export async function latestOobCode(
  email: string,
  requestType: string,
  timeoutMs = 15_000,
): Promise<OobCode> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = (await oobCodes())
      .filter(
        (code) =>
          code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
      )
      .pop();
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No ${requestType} link reached ${email}`);
}

/** The newest link of one kind the emulator holds for an address, waiting for it to arrive. */
export async function latestLink(
  email: string,
  requestType: string,
  timeoutMs = 15_000,
): Promise<string> {
  return (await latestOobCode(email, requestType, timeoutMs)).oobLink;
}

/** How many links of one kind the emulator holds for an address. */
export async function countLinks(email: string, requestType: string): Promise<number> {
  return (await oobCodes()).filter(
    (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType,
  ).length;
}

/** Follows the verification link as the person would by clicking it in their inbox. */
export async function verifyEmail(email: string): Promise<void> {
  const link = await latestLink(email, 'VERIFY_EMAIL');
  const response = await fetch(link);
  if (!response.ok) throw new Error(`The verification link answered ${response.status}`);
}

/** Chooses a new password with the code of the reset email, as the emulator's reset page would. */
export async function completePasswordReset(email: string, newPassword: string): Promise<void> {
  const { oobCode } = await latestOobCode(email, 'PASSWORD_RESET');
  await callIdentityToolkit('resetPassword', { oobCode, newPassword });
}

/** The account's Firebase ID token, signing in with email and password. */
export async function firebaseIdToken(
  email: string,
  password: string,
): Promise<{ idToken: string; localId: string }> {
  return callIdentityToolkit('signInWithPassword', { email, password, returnSecureToken: true });
}

/** An account that has signed up elsewhere and clicked its verification link. */
export async function createVerifiedAccount(person: {
  name: string;
  email: string;
  password: string;
}): Promise<{ uid: string }> {
  const created = await callIdentityToolkit<{ idToken: string; localId: string }>('signUp', {
    email: person.email,
    password: person.password,
    returnSecureToken: true,
  });
  await callIdentityToolkit('update', {
    idToken: created.idToken,
    displayName: person.name,
    returnSecureToken: true,
  });
  await callIdentityToolkit('sendOobCode', {
    requestType: 'VERIFY_EMAIL',
    idToken: created.idToken,
  });
  await verifyEmail(person.email);
  return { uid: created.localId };
}
