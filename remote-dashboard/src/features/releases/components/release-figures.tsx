import type { ReleaseStatuses, ReleaseWithStats } from '../api/get-release-histories';
import ui from '../../../components/ui.module.css';
import styles from './releases.module.css';

/** Where a release stands: live, the canary, staged, ended as a canary (and why), or earlier. */
function stateOf(release: ReleaseWithStats, liveId?: string, canaryId?: string): string {
  if (release.id === liveId) return 'Live';
  if (release.id === canaryId) return `Canary, ${release.canaryPercent ?? '?'}% of visitors`;
  if (release.canaryEndReason) return `Canary ended: ${release.canaryEndReason}`;
  if (!release.wentLiveAt && release.stagedAt) return 'Staged';
  return release.wentLiveAt ? 'Was live' : 'Not live';
}

const rateOf = (release: ReleaseWithStats) =>
  release.lastHour?.errorRate === null || release.lastHour === undefined
    ? '—'
    : `${release.lastHour.errorRate.toFixed(1)}%`;

/** Per remote, every kept release with its mounts and error rate over the last hour. */
export function ReleaseFigures({ statuses, watcher }: Omit<ReleaseStatuses, 'actions'>) {
  return (
    <section aria-labelledby="release-figures-heading" className={styles.staged}>
      <h2 id="release-figures-heading">Mounts and errors in the last hour</h2>
      {watcher && (
        <p>
          {watcher.enabled
            ? `The watcher ends a canary whose error rate over the last ${watcher.windowMinutes} minutes is at least ${watcher.budgetPoints} points above the stable release's, once it has ${watcher.minMounts} mounts.`
            : 'The canary watcher is off on this server.'}
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
            <thead>
              <tr>
                <th scope="col">Release of {remote}</th>
                <th scope="col">State</th>
                <th scope="col">Mounts</th>
                <th scope="col">Error rate</th>
              </tr>
            </thead>
            <tbody>
              {history?.releases.map((release) => (
                <tr key={release.id}>
                  <th scope="row" data-label={`Release of ${remote}`}>
                    <code>{release.id}</code>
                  </th>
                  <td data-label="State">
                    {stateOf(release, history.live?.id, history.canary?.id)}
                  </td>
                  <td data-label="Mounts">{release.lastHour ? release.lastHour.mounts : '—'}</td>
                  <td data-label="Error rate">{rateOf(release)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
