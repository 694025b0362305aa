/**
 * Starts downloading pictures the page is about to show (the first screenful), so they are in
 * the browser's memory cache when their <img> appears. The first is the largest paint's.
 */
export function preloadImages(urls: ReadonlyArray<string>): void {
  if (typeof Image === 'undefined') return;
  urls.forEach((url, index) => {
    if (!url) return;
    const image = new Image();
    image.fetchPriority = index === 0 ? 'high' : 'auto';
    image.decoding = 'async';
    image.src = url;
  });
}
