/**
 * A person's text as a literal inside a MongoDB `$regex`: every regular-expression character is
 * escaped, and a NUL is written as `\x00`, since BSON refuses a pattern that holds the byte itself
 * (a search of control characters matched nothing, and answered 400 "Invalid id" before this).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&').replace(/\0/g, '\\x00');
}
