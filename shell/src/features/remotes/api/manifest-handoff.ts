import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Manifests the shell has read (for the contracts check) and the runtime has not asked for yet. */
const handed = new Map<string, string>();

/** Keeps a manifest the shell just read, for the federation runtime's one request of it. */
export function handOverManifest(url: string, text: string): void {
  handed.set(url, text);
}

/**
 * Federation runtime plugin: the runtime's request of a manifest the shell has just read is
 * answered with that text instead of a second download of it (one round trip less before a
 * remote's entry on every page load). Each text answers once: a forced re-registration (Retry,
 * a new release) downloads the manifest again.
 */
export function manifestHandoffPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'threadline-manifest-handoff',
    fetch(url) {
      const text = handed.get(url);
      if (text === undefined) return undefined;
      handed.delete(url);
      return Promise.resolve(
        new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
