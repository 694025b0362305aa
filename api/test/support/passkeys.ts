import request from 'supertest';
import {
  assertPasskey,
  type Sender,
  SoftwareAuthenticator,
  stepUpAdminSession,
} from '@threadline/tools/harness/passkey-authenticator';
import type { TestApp } from './test-app';

/** The origin test apps accept passkeys from (WEBAUTHN_ORIGINS' default outside production). */
export const TEST_ORIGIN = 'http://localhost:3000';

/** The software authenticator's requests, sent to the app in process. */
export const supertestSender =
  (testApp: TestApp): Sender =>
  async (path, body, token) => {
    const response = await request(testApp.server)
      .post(path)
      .auth(token, { type: 'bearer' })
      .send(body as object);
    return { status: response.status, body: response.body };
  };

/**
 * An admin's session given admin rights the way a person gets them: a passkey registered, then a
 * step-up. Every admin token of the specs goes through here.
 */
export async function stepUp(
  testApp: TestApp,
  token: string,
  authenticator = new SoftwareAuthenticator({ origin: TEST_ORIGIN }),
): Promise<{ token: string; authenticator: SoftwareAuthenticator; recoveryCode?: string }> {
  return stepUpAdminSession({
    token,
    origin: TEST_ORIGIN,
    send: supertestSender(testApp),
    authenticator,
  });
}

/** A new session of an admin who has a passkey on `authenticator`: the step-up alone. */
export async function stepUpAgain(
  testApp: TestApp,
  token: string,
  authenticator: SoftwareAuthenticator,
): Promise<string> {
  const { token: steppedUp } = await assertPasskey({
    send: supertestSender(testApp),
    token,
    authenticator,
    origin: TEST_ORIGIN,
  });
  return steppedUp;
}
