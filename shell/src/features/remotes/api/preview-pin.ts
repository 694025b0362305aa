import {
  RELEASE_PREVIEW_PARAM,
  type ReleasePreview,
  type RuntimeConfig,
} from '@threadline/contracts';

/** localStorage key of the preview link's token this browser opened. */
export const PREVIEW_TOKEN_KEY = 'threadline:release-preview';
/** The API's check of a link must not hold the page: past this the live release loads. */
const VERIFY_TIMEOUT_MS = 3000;

/** A browser pinned to one release of one remote by a preview link the API signed. */
export type PreviewPin = ReleasePreview;

interface PreviewPinSources {
  apiUrl: RuntimeConfig['apiUrl'];
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Storage | undefined;
  now?: () => number;
}

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/**
 * The release this browser previews, if any: from a link's `?preview=<token>` (then taken out of
 * the address bar and kept), or from the token kept earlier. The API checks every token on every
 * load; a forged, altered or expired one is dropped and the live release loads. Without a token
 * nothing is fetched.
 */
export async function resolvePreviewPin({
  apiUrl,
  location,
  history,
  storage,
  now = Date.now,
}: PreviewPinSources): Promise<PreviewPin | null> {
  const url = new URL(location.href);
  const fromLink = url.searchParams.get(RELEASE_PREVIEW_PARAM);
  if (fromLink !== null) {
    url.searchParams.delete(RELEASE_PREVIEW_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const token = fromLink || safely(() => storage?.getItem(PREVIEW_TOKEN_KEY) ?? null, null);
  if (!token) return null;
  const forget = () => safely(() => storage?.removeItem(PREVIEW_TOKEN_KEY), undefined);
  try {
    const response = await fetch(
      `${apiUrl.replace(/\/$/, '')}/releases/previews/${encodeURIComponent(token)}`,
      { signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) },
    );
    if (!response.ok) {
      console.warn(`The preview link was refused (${response.status}); showing the live release`);
      forget();
      return null;
    }
    const pin = (await response.json()) as PreviewPin;
    if (Date.parse(pin.expiresAt) <= now()) {
      forget();
      return null;
    }
    safely(() => storage?.setItem(PREVIEW_TOKEN_KEY, token), undefined);
    return pin;
  } catch (error) {
    // The API did not answer: no pin this load, the token is kept for the next.
    console.warn('The preview link could not be checked; showing the live release', error);
    return null;
  }
}

/** Ends the preview in this browser: the next load shows the live releases. */
export const forgetPreviewPin = (storage: Storage | undefined) =>
  safely(() => storage?.removeItem(PREVIEW_TOKEN_KEY), undefined);
