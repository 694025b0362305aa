import { getApiErrorMessage, RELEASE_PREVIEW_PARAM } from '@threadline/contracts';
import { useState } from 'react';
import ui from '../../../components/ui.module.css';
import { useCreatePreviewLink } from '../api/create-preview-link';
import type { RemoteReleaseStatus } from '../api/get-release-histories';
import { remoteTitle } from '../utils/remote-title';
import { formatWhen } from './release-table';
import styles from './releases.module.css';

interface StagedRelease {
  remote: string;
  id: string;
  stagedAt: string;
}

type PreviewLink = { url?: string; expiresAt?: string; error?: string };

/** Releases no visitor sees yet and, for each, a preview link an admin can open or share. */
export function StagedReleases({ statuses }: { statuses: RemoteReleaseStatus[] }) {
  const { mutateAsync: createPreviewLink, isPending } = useCreatePreviewLink();
  const [links, setLinks] = useState<Record<string, PreviewLink>>({});
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
      setLinks((current) => ({
        ...current,
        [id]: { url: url.href, expiresAt: preview.expiresAt },
      }));
    } catch (error) {
      setLinks((current) => ({
        ...current,
        [id]: { error: getApiErrorMessage(error, 'The preview link could not be created.') },
      }));
    }
  };

  return (
    <section aria-labelledby="staged-releases-heading" className={styles.staged}>
      <h2 id="staged-releases-heading">Ready to preview</h2>
      <p className={ui.hint}>
        No visitor sees these yet. A preview link opens the site with the release, with a banner
        saying so, for whoever has the link until it expires; everyone else keeps the live release.
        Opening it makes nothing live.
      </p>
      <ul className={styles.stagedList}>
        {staged.map((release) => {
          const link = links[release.id];
          return (
            <li key={release.id} className={ui.card}>
              <p className={styles.stagedName}>
                <strong>{remoteTitle(release.remote)}</strong>, staged{' '}
                {formatWhen(release.stagedAt)}{' '}
                <span className={styles.technical}>
                  (release <code>{release.id}</code>)
                </span>
              </p>
              <button
                type="button"
                className={ui.button}
                disabled={isPending}
                aria-label={`Create preview link for ${release.id}`}
                onClick={() => void create(release)}
              >
                Create preview link
              </button>
              {link?.url && (
                <p className={styles.previewLink}>
                  Preview link
                  {link.expiresAt ? ` (works until ${formatWhen(link.expiresAt)})` : ''}:{' '}
                  <a href={link.url} aria-label={`Preview link for ${release.id}`}>
                    {link.url}
                  </a>
                </p>
              )}
              {link?.error && <p role="alert">{link.error}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
