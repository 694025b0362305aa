import { USER_SEARCH_MAX_LENGTH, type UserSortField } from '@threadline/contracts';
import type { UserRecordData } from './schemas/user.schema';

/** Lowercase, trimmed, inner whitespace collapsed: how names are compared and sorted. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The words a GET /users search matches the start of: the whole name, each of its words and
 * their hyphen-separated parts; the whole email, its local part, its domain and their parts.
 * Matching word prefixes (not arbitrary substrings) is what an index can answer.
 */
export function searchTermsOf(name: string, email: string): string[] {
  const fullName = normalizeText(name);
  const fullEmail = normalizeText(email);
  const [localPart = '', domain = ''] = fullEmail.split('@');
  const nameWords = fullName.split(' ');
  const terms = [
    fullName,
    ...nameWords,
    ...nameWords.flatMap((word) => word.split(/[-'’.]+/)),
    fullEmail,
    localPart,
    domain,
    ...fullEmail.split(/[@._+-]+/),
  ];
  return [
    ...new Set(
      terms.map((term) => term.slice(0, USER_SEARCH_MAX_LENGTH)).filter((term) => term !== ''),
    ),
  ];
}

/** The fields GET /users filters and sorts by, derived from name and email and stored with them. */
export function searchFieldsOf(
  name: string,
  email: string,
): { searchTerms: string[]; nameKey: string } {
  return { searchTerms: searchTermsOf(name, email), nameKey: normalizeText(name) };
}

/** A sort key as memory compares it: the same value the database sorts the stored field by. */
export type SortKey = string | number;

/**
 * Each allow-listed GET /users sort, once: the stored field the database sorts by (with `_id` as
 * the tie-break), and the same key worked out from a record, for the in-process index.
 */
export const USER_SORTS: Record<
  UserSortField,
  {
    readonly storedField: 'nameKey' | 'email' | 'role' | 'createdAt';
    keyOf(user: UserRecordData): SortKey;
  }
> = {
  name: { storedField: 'nameKey', keyOf: (user) => normalizeText(user.name ?? '') },
  email: { storedField: 'email', keyOf: (user) => user.email ?? '' },
  role: { storedField: 'role', keyOf: (user) => user.role },
  createdAt: {
    storedField: 'createdAt',
    keyOf: (user) => (user.createdAt instanceof Date ? user.createdAt.getTime() : 0),
  },
};
