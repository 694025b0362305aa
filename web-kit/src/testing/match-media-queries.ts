/**
 * Makes exactly the given media queries match (jsdom has no matchMedia; with no arguments none
 * match). Returns a function restoring the previous matchMedia.
 */
export function matchMediaQueries(...matching: string[]): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}
