import { countOf } from '@threadline/contracts';
import type { ReleaseStatuses, ReleaseWithStats } from '../api/get-release-histories';
import ui from '../../../components/ui.module.css';
import { remoteTitle } from '../utils/remote-title';
import styles from './releases.module.css';

/** Where a release stands: live, on trial, staged, ended as a trial (and why), or earlier. */
function stateOf(release: ReleaseWithStats, liveId?: string, canaryId?: string): string {
  if (release.id === liveId) return 'Live';
  if (release.id === canaryId) return `On trial with ${release.canaryPercent ?? '?'}% of visitors`;
  if (release.canaryEndReason) return `Trial ended: ${release.canaryEndReason}`;
  if (!release.wentLiveAt && release.stagedAt) return 'Ready to preview';
  return release.wentLiveAt ? 'Was live' : 'Not live';
}

const rateOf = (release: ReleaseWithStats) =>
  release.lastHour?.errorRate === null || release.lastHour === undefined
    ? '—'
    : `${release.lastHour.errorRate.toFixed(1)}%`;

/** Per part of the site, every kept release with its page loads and error rate in the last hour. */
export function ReleaseFigures({ statuses, watcher }: Omit<ReleaseStatuses, 'actions'>) {
  return (
    <section aria-labelledby="release-figures-heading" className={styles.staged}>
      <h2 id="release-figures-heading">How each release is doing (last hour)</h2>
      <p className={ui.hint}>
        A page load is one visitor opening that part of the site with that release; the error rate
        is the share of page loads that failed.
      </p>
      {watcher && (
        <p>
          {watcher.enabled
            ? `A trial ends by itself when its error rate over the last ${countOf(watcher.windowMinutes, 'minute')} is at least ${countOf(watcher.budgetPoints, 'point')} above the live release's, once it has ${countOf(watcher.minMounts, 'page load')}.`
            : 'Trials are not ended automatically on this server.'}
        </p>
      )}
      {statuses
        .filter(({ history }) => history && history.releases.length > 0)
        .map(({ remote, history }) => (
          <table
            key={remote}
            className={`${styles.table} ${ui.stackedTable}`}
            aria-label={`Releases of ${remote}`}
          >
            <caption className={styles.figuresCaption}>{remoteTitle(remote)}</caption>
            <thead>
              <tr>
                <th scope="col">Release</th>
                <th scope="col">State</th>
                <th scope="col">Page loads</th>
                <th scope="col">Error rate</th>
              </tr>
            </thead>
            <tbody>
              {history?.releases.map((release) => (
                <tr key={release.id}>
                  <th scope="row" data-label="Release">
                    <code>{release.id}</code>
                  </th>
                  <td data-label="State">
                    {stateOf(release, history.live?.id, history.canary?.id)}
                  </td>
                  <td data-label="Page loads">
                    {release.lastHour ? release.lastHour.mounts : '—'}
                  </td>
                  <td data-label="Error rate">{rateOf(release)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
