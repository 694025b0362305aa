import { DASHBOARD_BASE } from './routes';

/**
 * The registry of federated remotes: the one place that names them. The shell's loader, the
 * release store and command, the API's releases and telemetry, the dev and production stacks,
 * nginx generation, lint zones and CI read this list; the Dockerfiles and compose files, which
 * cannot, are checked against it by `scripts/remote-registry.test.mjs`. A third team adds its
 * remote here (`npm run new:remote -- <name>` does it) and nowhere else.
 *
 * Changing an entry's `federationName` or `folder` is a major change of contracts: a shell built
 * before it would look the remote up by the old name.
 */
export const REMOTE_REGISTRY = [
  {
    /** Its workspace folder, its package (`@threadline/<folder>`) and its name in the release store. */
    folder: 'remote-public',
    /** The name the shell loads it by (Module Federation's `name`, the runtime config's key). */
    federationName: 'remote_public',
    /** Where the shell mounts it: `/` is the catch-all, every other route a `<route>/*` prefix. */
    route: '/',
    team: 'Marketing',
    /** The port `npm run dev`/`npm start` serve it on (overridden by `portEnv`). */
    devPort: 3001,
    portEnv: 'PUBLIC_PORT',
    /**
     * `everyone`: visitors load it, inside the shell's layout, and it is prefetched during the
     * splash. `members`: behind the sign-in guard, and only a signed-in member downloads it.
     */
    audience: 'everyone',
  },
  {
    folder: 'remote-dashboard',
    federationName: 'remote_dashboard',
    route: DASHBOARD_BASE,
    team: 'Members and back office',
    devPort: 3002,
    portEnv: 'DASHBOARD_PORT',
    audience: 'members',
  },
] as const;

export type RemoteEntry = (typeof REMOTE_REGISTRY)[number];
/** A remote by its folder (the release store's and the API's name): `remote-public`. */
export type RemoteFolder = RemoteEntry['folder'];
/** A remote by its federation name (the shell's and the runtime config's): `remote_public`. */
export type RemoteFederationName = RemoteEntry['federationName'];

export const REMOTE_FOLDERS: readonly RemoteFolder[] = REMOTE_REGISTRY.map((r) => r.folder);
export const REMOTE_FEDERATION_NAMES: readonly RemoteFederationName[] = REMOTE_REGISTRY.map(
  (r) => r.federationName,
);

export const isRemoteFolder = (value: unknown): value is RemoteFolder =>
  typeof value === 'string' && (REMOTE_FOLDERS as readonly string[]).includes(value);

/** A remote's entry by either of its names. */
export function remoteEntry(name: RemoteFolder | RemoteFederationName): RemoteEntry {
  const entry = REMOTE_REGISTRY.find((r) => r.folder === name || r.federationName === name);
  if (!entry)
    throw new Error(`Unknown remote "${name}"; expected one of: ${REMOTE_FOLDERS.join(', ')}.`);
  return entry;
}

/** The remote that owns every path no other remote claims (the one mounted at `/`). */
export const catchAllRemote = (): RemoteEntry => REMOTE_REGISTRY.find((r) => r.route === '/')!;

/**
 * The remote a federation request names (`remote_public/App`, or `remote_public` alone), by its
 * federation name; undefined for anything else.
 */
export const remoteOfRequest = (id: string): RemoteFederationName | undefined =>
  REMOTE_FEDERATION_NAMES.find((name) => id === name || id.startsWith(`${name}/`));
