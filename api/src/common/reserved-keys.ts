/** Keys that would reach an object's prototype if a body were ever merged into one. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The dotted path of the first reserved key anywhere in a parsed JSON body, or undefined.
 * JSON.parse keeps `__proto__` as an own key, so Object.keys sees it. Walked with a stack of its
 * own, not recursion: a 100 kB body can nest deeper than the call stack goes.
 */
export function reservedKeyPath(body: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    for (const key of Object.keys(value)) {
      const keyPath = path === '' ? key : `${path}.${key}`;
      if (!Array.isArray(value) && RESERVED_KEYS.has(key)) return keyPath;
      pending.push({ value: (value as Record<string, unknown>)[key], path: keyPath });
    }
  }
  return undefined;
}
