/**
 * Image paths and URLs (no records are read here). Records store the host-relative path
 * `/images/<id>`, so moving the API (a new PUBLIC_API_URL) breaks no record; clients are answered
 * the absolute URL under the current PUBLIC_API_URL. Any other URL is kept as given.
 */
const IMAGE_PATH = /^\/images\/([a-f0-9]{24})$/;

export const imagePathOf = (id: string): string => `/images/${id}`;

/** The id of an image of this API, from its stored path or its absolute URL under this API. */
export function imageIdOf(reference: string, publicApiUrl: string): string | undefined {
  const path = reference.startsWith(`${publicApiUrl}/`)
    ? reference.slice(publicApiUrl.length)
    : reference;
  return IMAGE_PATH.exec(path)?.[1];
}

/** What a record stores for an image URL a client sent. */
export function toStoredImageRef(url: string, publicApiUrl: string): string {
  const id = imageIdOf(url, publicApiUrl);
  return id ? imagePathOf(id) : url;
}

/** What a client is answered for a stored image reference. */
export function toPublicImageUrl(reference: string, publicApiUrl: string): string {
  return IMAGE_PATH.test(reference) ? `${publicApiUrl}${reference}` : reference;
}
