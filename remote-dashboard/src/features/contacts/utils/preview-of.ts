/** How long a message's preview in the inbox list is, in characters (the ellipsis included). */
export const PREVIEW_MAX_CHARS = 100;

/**
 * A message as the inbox list previews it: on one line, and when longer than `max`, cut at
 * the last space before it and ended with an ellipsis, so a preview never ends mid-word. A
 * single word longer than `max` (a link, say) is cut where it must be.
 */
export function previewOf(text: string, max: number = PREVIEW_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  // "spring, …" reads as a stutter: a trailing comma or dash goes with the cut.
  return `${cut.replace(/[\s,;:–—-]+$/, '')}…`;
}
