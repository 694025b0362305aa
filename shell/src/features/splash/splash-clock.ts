/**
 * The start-up splash's clock. index.html draws the splash before any script runs, so the page's
 * first contentful paint is the splash's: its 3000 ms, its messages and its counter all count
 * from there, not from when React mounted it.
 */

/** When the splash first showed, on the clock of performance.now(); undefined before that paint. */
export function splashFirstShownAt(): number | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return undefined;
  return performance
    .getEntriesByType('paint')
    .find((entry) => entry.name === 'first-contentful-paint')?.startTime;
}

/** How long the splash has been on screen: 0 where the browser has not reported its paint. */
export function splashShownFor(): number {
  const shownAt = splashFirstShownAt();
  return shownAt === undefined ? 0 : Math.max(0, performance.now() - shownAt);
}
