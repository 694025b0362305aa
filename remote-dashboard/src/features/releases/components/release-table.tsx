import { ReleaseMessages, type RemoteReleaseHistory } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './releases.module.css';
import type { RemoteReleaseStatus } from '../api/get-release-histories';
import { useState } from 'react';
import { CanaryControls, type CanaryNotice } from './canary-controls';

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

/** The canary under way with its share, else why the last one ended, else none. */
function canaryOf(history: Pick<RemoteReleaseHistory, 'canary' | 'releases'>) {
  if (history.canary)
    return (
      <>
        <code>{history.canary.id}</code> for {history.canary.percent}% of visitors
      </>
    );
  const ended = history.releases.find((release) => release.canaryEndReason);
  return ended ? `None (${ended.id} ended: ${ended.canaryEndReason})` : 'None';
}

/** Per remote: the live release, when it went live and the contracts version it was built against. */
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
    <>
      <table className={`${styles.table} ${ui.stackedTable}`}>
        <caption className={ui.visuallyHidden}>Live release of each remote</caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Live release</th>
            <th scope="col">Went live</th>
            <th scope="col">Contracts</th>
            <th scope="col">Canary</th>
            <th scope="col">Releases kept</th>
          </tr>
        </thead>
        <tbody>
          {statuses.map(({ remote, history, failed }) => {
            const live = history?.live;
            return (
              <tr key={remote}>
                <th scope="row" data-label="Remote">
                  {remote}
                </th>
                {live ? (
                  <>
                    <td data-label="Live release">
                      <code>{live.id}</code>
                    </td>
                    <td data-label="Went live">
                      {live.wentLiveAt ? formatWhen(live.wentLiveAt) : '—'}
                    </td>
                    <td data-label="Contracts">{live.contractsVersion}</td>
                    <td data-label="Canary">
                      {canaryOf(history)}
                      {actions && history.canary && (
                        <>
                          {' '}
                          <CanaryControls
                            remote={remote}
                            canary={history.canary.id}
                            onNotice={setNotice}
                          />
                        </>
                      )}
                    </td>
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
    </>
  );
}
