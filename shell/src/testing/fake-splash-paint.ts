/**
 * The paint entries the browser reports, for the splash's clock (features/splash/splash-clock.ts):
 * `fakeSplashPaint(700)` says the splash's first contentful paint was 700 ms before now,
 * `fakeSplashPaint(undefined)` that no paint was reported. Call the returned function to restore.
 */
export function fakeSplashPaint(agoMs: number | undefined): () => void {
  const original = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
  const entries =
    agoMs === undefined
      ? []
      : [{ name: 'first-contentful-paint', startTime: performance.now() - agoMs }];
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'paint' ? entries : []),
  });
  return () => {
    if (original) Object.defineProperty(performance, 'getEntriesByType', original);
    else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  };
}
