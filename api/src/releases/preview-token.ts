import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTE_FOLDERS, type RemoteFolder } from '@threadline/contracts/remotes';

// A preview link's token: which release of which remote a browser may be pinned to, until when,
// signed with the API's RELEASE_PREVIEW_SECRET (HMAC-SHA256). `<claims>.<signature>`, both
// base64url; nothing in it is secret, everything in it is signed.

/** Every registered remote can be previewed. */
export const PREVIEW_REMOTES = REMOTE_FOLDERS;
export type PreviewRemote = RemoteFolder;
/** The release command's ids: the UTC second, then a short content hash. */
export const RELEASE_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-z]{4,16}$/;

export interface PreviewClaims {
  remote: PreviewRemote;
  release: string;
  /** When the link stops working, in milliseconds since the epoch. */
  expiresAt: number;
}

export type PreviewVerdict =
  { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

// Bound to this use, so a signature made with the same secret for anything else never passes.
const CONTEXT = 'threadline.release-preview.v1';

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${CONTEXT}.${payload}`).digest('base64url');

export function signPreviewToken(claims: PreviewClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ r: claims.remote, id: claims.release, exp: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signatureOf(payload, secret)}`;
}

const isClaims = (value: unknown): value is { r: PreviewRemote; id: string; exp: number } => {
  const claims = value as { r?: unknown; id?: unknown; exp?: unknown } | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    PREVIEW_REMOTES.includes(claims.r as PreviewRemote) &&
    typeof claims.id === 'string' &&
    RELEASE_ID_PATTERN.test(claims.id) &&
    Number.isSafeInteger(claims.exp)
  );
};

/** The claims of a token this API signed and that has not expired; otherwise why not. */
export function verifyPreviewToken(
  token: string,
  secret: string,
  now = Date.now(),
): PreviewVerdict {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(decoded)) return { ok: false, reason: 'invalid' };
  if (decoded.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { remote: decoded.r, release: decoded.id, expiresAt: decoded.exp } };
}
