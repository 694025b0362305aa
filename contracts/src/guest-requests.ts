import { countOf } from './plural';

/** A request repeats another from the same buyer when it follows it within this many days. */
export const QUOTE_REPEAT_WINDOW_DAYS = 7;

const DAY_MS = 86_400_000;

/** What the repeat rule reads of a request. */
export interface RequestForRepeat {
  email: string;
  categoryKey: string;
  createdAt: Date | string;
}

/**
 * Whether `later` repeats `earlier`: the same buyer (their address, in any case) asked for the
 * same category within the window. The admin list marks it so the team answers one of them.
 */
export function isRepeatRequest(later: RequestForRepeat, earlier: RequestForRepeat): boolean {
  if (later.email.trim().toLowerCase() !== earlier.email.trim().toLowerCase()) return false;
  if (later.categoryKey !== earlier.categoryKey) return false;
  const gap = new Date(later.createdAt).getTime() - new Date(earlier.createdAt).getTime();
  return gap > 0 && gap <= QUOTE_REPEAT_WINDOW_DAYS * DAY_MS;
}

/** The texts of a guest's request on its way into an account. */
export const GuestRequestMessages = {
  /** The thread's record of the link, visible to the buyer and the team. */
  linkedToAccount: (email: string) =>
    `This request now belongs to the Threadline account of ${email}: follow it in My Quotes.`,
  createAccountToAccept: 'Create an account to accept',
  createAccountHint:
    'Accepting a quote needs an account. Create one with this email address and this request will be waiting in My Quotes.',
  renewLink: 'Email me a new link',
  renewSent:
    'If this request is still on file, a new link is on its way to the email address it was sent from.',
  linkLifetime: (days: number) => `Links in our emails work for ${countOf(days, 'day')}.`,
} as const;

/**
 * Where a sign-up may send the new member once they sign in: a dashboard page of this site only
 * (a path, never another origin), else nowhere.
 */
export function safeReturnPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/dashboard/') || next.includes('//') || next.includes('\\'))
    return undefined;
  return next;
}

/** The sign-up page prefilled with `email`, returning to `next` (a dashboard path) after it. */
export function signUpHref(email: string, next?: string): string {
  const back = safeReturnPath(next);
  const query = `email=${encodeURIComponent(email)}`;
  return `/signup?${back ? `${query}&next=${encodeURIComponent(back)}` : query}`;
}
