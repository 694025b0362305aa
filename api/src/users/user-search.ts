import { USER_SEARCH_MAX_LENGTH } from '@threadline/contracts';

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

/** The user's search text as a literal: every regular-expression character is escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
