/**
 * The size field as typed ("S=100, M=200" or "S:100 M:200") → size → pieces. Undefined when the
 * field is empty; null when a part is not `size=pieces` (the rules then explain what is wanted).
 */
export function parseSizes(text: string): Record<string, number> | undefined | null {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const sizes = new Map<string, number>();
  for (const part of parts) {
    const separator = Math.max(part.lastIndexOf('='), part.lastIndexOf(':'));
    if (separator <= 0) return null;
    const label = part.slice(0, separator).trim();
    const pieces = part.slice(separator + 1).trim();
    if (!/^\d{1,7}$/.test(pieces) || sizes.has(label)) return null;
    sizes.set(label, Number(pieces));
  }
  return Object.fromEntries(sizes);
}
