import type { RemoteReleasePointer } from '@threadline/contracts';

/**
 * The manifest of a remote's live release. The runtime config names a remote's stable manifest
 * URL; beside it, `live.json` points at the live release's own folder, read fresh (never from the
 * HTTP cache) on every load, so a release or rollback reaches the next page load. A remote served
 * without releases (the dev server) has no pointer: its configured manifest is used as is.
 */
export async function resolveLiveManifest(configuredManifest: string): Promise<string> {
  const pointerUrl = new URL('live.json', configuredManifest).href;
  try {
    const response = await fetch(pointerUrl, { cache: 'no-cache' });
    if (!response.ok) return configuredManifest;
    const pointer = (await response.json()) as Partial<RemoteReleasePointer>;
    return typeof pointer.manifest === 'string'
      ? new URL(pointer.manifest, pointerUrl).href
      : configuredManifest;
  } catch (error) {
    console.warn(`The release pointer ${pointerUrl} could not be read`, error);
    return configuredManifest;
  }
}
