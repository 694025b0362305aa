import { ReleaseMessages, type RemoteReleaseHistory } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './releases.module.css';
import type { RemoteReleaseStatus } from '../api/get-release-histories';
import { useState } from 'react';
import { CanaryControls, type CanaryNotice } from './canary-controls';
import { remoteAudience, remoteTitle } from '../utils/remote-title';

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

/** The release on trial with its share of visitors, else why the last trial ended, else none. */
function trialOf(history: Pick<RemoteReleaseHistory, 'canary' | 'releases'>) {
  if (history.canary)
    return (
      <span>
        <code>{history.canary.id}</code> for {history.canary.percent}% of visitors
      </span>
    );
  const ended = history.releases.find((release) => release.canaryEndReason);
  return ended ? `None (${ended.id} ended: ${ended.canaryEndReason})` : 'None';
}

/**
 * Per part of the site: what every visitor gets now and since when, what is on trial with which
 * share of visitors, and (for whoever ships it) the contracts version it was built against.
 */
export function ReleaseTable({
  statuses,
  actions = false,
}: {
  statuses: RemoteReleaseStatus[];
  /** The API can promote or stop a canary (it reads the release store). */
  actions?: boolean;
}) {
  const [notice, setNotice] = useState<CanaryNotice>();
  return (
    <section aria-labelledby="release-live-heading" className={styles.staged}>
      <h2 id="release-live-heading">What visitors see now</h2>
      <table className={`${styles.table} ${ui.stackedTable}`}>
        <caption className={ui.visuallyHidden}>Live release of each part of the site</caption>
        <thead>
          <tr>
            <th scope="col">Part of the site</th>
            <th scope="col">Live release</th>
            <th scope="col">Live since</th>
            <th scope="col">On trial</th>
            <th scope="col">Contracts</th>
            <th scope="col">Releases kept</th>
          </tr>
        </thead>
        <tbody>
          {statuses.map(({ remote, history, failed }) => {
            const live = history?.live;
            return (
              <tr key={remote}>
                <th scope="row" data-label="Part of the site">
                  {remoteTitle(remote)}{' '}
                  <span className={styles.technical}>
                    <code>{remote}</code>
                    {remoteAudience(remote) ? `, for ${remoteAudience(remote)}` : ''}
                  </span>
                </th>
                {live ? (
                  <>
                    <td data-label="Live release">
                      <code>{live.id}</code>
                    </td>
                    <td data-label="Live since">
                      {live.wentLiveAt ? formatWhen(live.wentLiveAt) : '—'}
                    </td>
                    <td data-label="On trial">
                      {trialOf(history)}
                      {actions && history.canary && (
                        <CanaryControls
                          remote={remote}
                          canary={history.canary.id}
                          onNotice={setNotice}
                        />
                      )}
                    </td>
                    <td data-label="Contracts">{live.contractsVersion}</td>
                    <td data-label="Releases kept">{history.releases.length}</td>
                  </>
                ) : (
                  <td colSpan={5}>
                    {failed ? ReleaseMessages.historyUnavailable : ReleaseMessages.noRelease}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {notice && (
        <p role={notice.failed ? 'alert' : 'status'} aria-live="polite">
          {notice.text}
        </p>
      )}
    </section>
  );
}
