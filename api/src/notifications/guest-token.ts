import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link in a guest's emails opens their request's thread, unless configured. */
export const GUEST_LINK_DAYS = 30;

function signature(secret: string, quoteId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`guest-thread:${quoteId}:${expires}`)
    .digest('base64url');
}

/** `<quoteId>.<expires, unix seconds>.<HMAC>`: unguessable, expiring, one request. */
export function signGuestToken(
  secret: string,
  quoteId: string,
  now = Date.now(),
  days = GUEST_LINK_DAYS,
): string {
  const expires = Math.floor(now / 1000) + days * 86_400;
  return `${quoteId}.${expires}.${signature(secret, quoteId, expires)}`;
}

/**
 * The request id a token opens, or undefined when it is forged, altered or expired. With
 * `acceptExpired`, an authentic expired token still names its request: enough to email a new
 * link to the request's own address, never to open it.
 */
export function verifyGuestToken(
  secret: string,
  token: unknown,
  now = Date.now(),
  { acceptExpired = false }: { acceptExpired?: boolean } = {},
): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [quoteId = '', expiresText = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[a-f0-9]{24}$/.test(quoteId) || !/^\d{1,12}$/.test(expiresText))
    return undefined;
  const expires = Number(expiresText);
  if (!acceptExpired && expires * 1000 < now) return undefined;
  const expected = Buffer.from(signature(secret, quoteId, expires));
  const offered = Buffer.from(given);
  if (expected.length !== offered.length || !timingSafeEqual(expected, offered)) return undefined;
  return quoteId;
}
