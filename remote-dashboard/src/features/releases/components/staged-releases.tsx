import { getApiErrorMessage, RELEASE_PREVIEW_PARAM } from '@threadline/contracts';
import { useState } from 'react';
import { useCreatePreviewLink } from '../api/create-preview-link';
import type { RemoteReleaseStatus } from '../api/get-release-histories';
import styles from './releases.module.css';

interface StagedRelease {
  remote: string;
  id: string;
  stagedAt: string;
}

/** Staged releases (recorded, not live) and, for each, a preview link an admin can share. */
export function StagedReleases({ statuses }: { statuses: RemoteReleaseStatus[] }) {
  const { mutateAsync: createPreviewLink } = useCreatePreviewLink();
  const [links, setLinks] = useState<Record<string, { url?: string; error?: string }>>({});
  const staged: StagedRelease[] = statuses.flatMap(({ remote, history }) =>
    (history?.releases ?? [])
      .filter((release) => release.stagedAt && !release.wentLiveAt && !release.canaryAt)
      .map((release) => ({ remote, id: release.id, stagedAt: release.stagedAt as string })),
  );
  if (staged.length === 0) return null;

  const create = async ({ remote, id }: StagedRelease) => {
    try {
      const preview = await createPreviewLink({ remote, release: id });
      // The shell serves this page, so its origin is the site's.
      const url = new URL('/', window.location.origin);
      url.searchParams.set(RELEASE_PREVIEW_PARAM, preview.token);
      setLinks((current) => ({ ...current, [id]: { url: url.href } }));
    } catch (error) {
      setLinks((current) => ({
        ...current,
        [id]: { error: getApiErrorMessage(error, 'The preview link could not be created.') },
      }));
    }
  };

  return (
    <section aria-labelledby="staged-releases-heading" className={styles.staged}>
      <h2 id="staged-releases-heading">Staged releases</h2>
      <ul>
        {staged.map((release) => (
          <li key={release.id}>
            <span>
              {release.remote} <code>{release.id}</code>
            </span>{' '}
            <button type="button" onClick={() => void create(release)}>
              Create preview link for {release.id}
            </button>
            {links[release.id]?.url && (
              <p>
                Preview link (one hour):{' '}
                <a href={links[release.id]?.url} aria-label={`Preview link for ${release.id}`}>
                  {links[release.id]?.url}
                </a>
              </p>
            )}
            {links[release.id]?.error && <p role="alert">{links[release.id]?.error}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
