/**
 * Opens the connection to another origin the page will call, as soon as its address is known
 * (the runtime config), so the first call does not pay for DNS, TCP and TLS on the critical path
 * (the public pages' `GET /categories`, which waits for the remote's code first). The API is
 * called without credentials, hence `crossorigin="anonymous"`. Same-origin addresses need none.
 */
export function preconnect(url: string, doc: Document = document): void {
  const origin = new URL(url, doc.baseURI).origin;
  if (origin === doc.location.origin) return;
  const already = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].some(
    (link) => link.href.replace(/\/$/, '') === origin,
  );
  if (already) return;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  doc.head.append(link);
}
