// Reads what the Auth emulator "sent": its out-of-band codes stand in for the inbox.
import { e2eEnv } from './env';

interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobLink: string;
  oobCode: string;
}

async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${e2eEnv.authEmulatorHost}/emulator/v1/projects/${e2eEnv.projectId}/oobCodes`);
  if (!response.ok) throw new Error(`The emulator's oobCodes answered ${response.status}`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** The newest link of one kind the emulator holds for an address, waiting for it to arrive. */
export async function latestLink(email: string, requestType: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = (await oobCodes()).filter((code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === requestType).pop();
    if (match) return match.oobLink;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No ${requestType} link reached ${email}`);
}

/** Follows the verification link as the person would by clicking it in their inbox. */
export async function verifyEmail(email: string): Promise<void> {
  const link = await latestLink(email, 'VERIFY_EMAIL');
  const response = await fetch(link);
  if (!response.ok) throw new Error(`The verification link answered ${response.status}`);
}
