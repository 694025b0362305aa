// A software WebAuthn authenticator for the tests: real 'none' attestations and ES256 assertions
// made with node:crypto, which @simplewebauthn/server verifies as it would a platform
// authenticator's. The browser journeys use Chromium's virtual authenticator instead.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSign,
  generateKeyPairSync,
  randomBytes,
} from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { sessionToken } from './seed-data.mjs';

const sha256 = (data) => createHash('sha256').update(data).digest();
const b64url = (data) => Buffer.from(data).toString('base64url');
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

function counterBytes(counter) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The P-256 public key as a COSE_Key (kty EC2, alg ES256, crv P-256, x, y). */
function coseKeyOf(publicKey) {
  const { x, y } = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]),
  );
}

const clientDataOf = (type, challenge, origin) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftwareAuthenticator {
  /** @param {{ origin?: string }} [options] the origin the "browser" reports in clientDataJSON */
  constructor({ origin = 'http://localhost:3000' } = {}) {
    this.origin = origin;
    /** credential id (base64url) → { privateKey, counter, rpId, userHandle } */
    this.credentials = new Map();
  }

  /** navigator.credentials.create(): answers registration options with a new credential. */
  createCredential(options, { origin = this.origin } = {}) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(32);
    const id = b64url(credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      credentialId,
      Buffer.from(coseKeyOf(publicKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.credentials.set(id, { privateKey, counter: 0, rpId, userHandle: options.user?.id });
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataOf('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get(): signs the options' challenge with one of its credentials (the
   * first allowed one it holds, or `credentialId`).
   */
  getAssertion(options, { origin = this.origin, credentialId } = {}) {
    const allowed = (options.allowCredentials ?? []).map((credential) => credential.id);
    const id =
      credentialId ??
      [...this.credentials.keys()].find((one) => allowed.length === 0 || allowed.includes(one));
    const credential = id && this.credentials.get(id);
    if (!credential) throw new Error('The software authenticator holds no allowed credential');
    credential.counter += 1;
    const rpId = options.rpId ?? credential.rpId;
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = clientDataOf('webauthn.get', options.challenge, origin);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]))
      .sign(credential.privateKey);
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  /**
   * One credential as Chromium's virtual authenticator takes it (WebAuthn.addCredential), so a
   * journey's browser can hold the passkey a tool registered.
   */
  exportCredential(id = [...this.credentials.keys()][0]) {
    const credential = this.credentials.get(id);
    if (!credential) throw new Error(`No credential ${id}`);
    return {
      credentialId: Buffer.from(id, 'base64url').toString('base64'),
      isResidentCredential: false,
      rpId: credential.rpId,
      privateKey: credential.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      signCount: credential.counter,
    };
  }

  /** The reverse of exportCredential (a credential read back from the virtual authenticator). */
  importCredential({ credentialId, rpId, privateKey, signCount = 0, userHandle }) {
    const key = createPrivateKey({
      key: Buffer.from(privateKey, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    createPublicKey(key);
    this.credentials.set(Buffer.from(credentialId, 'base64').toString('base64url'), {
      privateKey: key,
      counter: signCount,
      rpId,
      userHandle,
    });
  }

  /** The passkey is lost (a wiped device). */
  forget(credentialId) {
    this.credentials.delete(credentialId);
  }
}

/** POSTs JSON to the API with a bearer token, answering `{ status, body }`. */
export function fetchSender(apiUrl) {
  return async (path, body, token) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

async function expectOk(send, path, body, token) {
  const { status, body: answer } = await send(path, body, token);
  if (status !== 200) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Registers a passkey of `authenticator` for the session: `{ token?, recoveryCode?, passkey }`. */
export async function registerPasskey({ send, token, authenticator, origin }) {
  const options = await expectOk(send, '/auth/passkeys/registration/options', {}, token);
  const response = authenticator.createCredential(options, { origin });
  return expectOk(send, '/auth/passkeys/registration/verify', { response }, token);
}

/** Completes a step-up with one of `authenticator`'s passkeys: `{ token, steppedUpAt, expiresAt }`. */
export async function assertPasskey({ send, token, authenticator, origin }) {
  const options = await expectOk(send, '/auth/passkeys/step-up/options', {}, token);
  const response = authenticator.getAssertion(options, { origin });
  return expectOk(send, '/auth/passkeys/step-up/verify', { response }, token);
}

/**
 * An admin's API session given admin rights, as a person does at first sign-in: registers a
 * passkey (keeping the recovery code shown once), then steps up with it. `send` replaces fetch
 * (the API's own specs call the app in process).
 */
export async function stepUpAdminSession({
  apiUrl,
  token,
  origin = 'http://localhost:3000',
  send = fetchSender(apiUrl),
  authenticator = new SoftwareAuthenticator({ origin }),
}) {
  const registered = await registerPasskey({ send, token, authenticator, origin });
  const steppedUp = await assertPasskey({
    send,
    token: registered.token ?? token,
    authenticator,
    origin,
  });
  return { token: steppedUp.token, authenticator, recoveryCode: registered.recoveryCode };
}

/** The tools' authenticators, per API and account, so a second session of one process steps up too. */
const toolAuthenticators = new Map();

/**
 * A tool's admin session with admin rights (fuzz, bench, the gateway journeys): the API token of a
 * Firebase sign-in, stepped up with this process's passkey of that admin (registered on first use).
 * An admin who has a passkey this process does not hold cannot be stepped up here.
 */
export async function steppedUpToken({ apiUrl, token, email, origin = 'http://localhost:3000' }) {
  const key = `${origin} ${email}`;
  const send = fetchSender(apiUrl);
  const known = toolAuthenticators.get(key);
  if (known) {
    // The same admin on another database (a new stack of the same run) has no passkey yet.
    const stepped = await assertPasskey({ send, token, authenticator: known, origin }).catch(
      () => undefined,
    );
    if (stepped) return stepped.token;
  }
  const stepped = await stepUpAdminSession({ apiUrl, token, origin, send });
  toolAuthenticators.set(key, stepped.authenticator);
  return stepped.token;
}

/**
 * The seed's (or any) admin signed in as the tools sign in (the emulator, then POST /jwt), then
 * stepped up: the token of an admin session with admin rights. `origin` is one of the API's
 * WEBAUTHN_ORIGINS (the stack's shell).
 */
export async function adminSessionToken({ origin, ...signIn }) {
  const token = await sessionToken(signIn);
  return steppedUpToken({ apiUrl: signIn.apiUrl, token, email: signIn.email, origin });
}

/** The first of an API environment's WEBAUTHN_ORIGINS, where its passkeys are made. */
export const passkeyOriginOf = (apiEnv) =>
  apiEnv?.WEBAUTHN_ORIGINS?.split(',')[0]?.trim() || 'http://localhost:3000';
