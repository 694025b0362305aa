import { isRemoteFolder, remoteEntry } from '@threadline/contracts/remotes';

/**
 * A part of the site in a marketing lead's words, from the remotes' registry: the public pages
 * every visitor sees, or the dashboard behind the sign-in. Unknown names are shown as they are.
 */
export function remoteTitle(remote: string): string {
  if (!isRemoteFolder(remote)) return remote;
  return remoteEntry(remote).audience === 'everyone' ? 'Public site' : 'Dashboard';
}

/** Who sees that part of the site. */
export function remoteAudience(remote: string): string {
  if (!isRemoteFolder(remote)) return '';
  return remoteEntry(remote).audience === 'everyone'
    ? 'every visitor'
    : 'signed-in buyers and the team';
}
