import { ReleaseMessages } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { ReleaseFigures } from '../../features/releases/components/release-figures';
import { ReleaseTable } from '../../features/releases/components/release-table';
import { StagedReleases } from '../../features/releases/components/staged-releases';
import { useReleaseHistories } from '../../features/releases/api/get-release-histories';

/** Admins: which release of each remote is live (`npm run release`, `npm run rollback`). */
export function ReleasesRoute() {
  const releases = useReleaseHistories();
  return (
    <>
      <PageHeader
        title="Releases"
        description="The live release of each part of the site, its canary and staged releases, and how each release mounts for visitors."
      />
      {releases.status === 'pending' && <LoadingView />}
      {releases.status === 'error' && <p role="alert">{ReleaseMessages.historyUnavailable}</p>}
      {releases.status === 'success' && (
        <>
          <ReleaseTable statuses={releases.data.statuses} actions={releases.data.actions} />
          <StagedReleases statuses={releases.data.statuses} />
          <ReleaseFigures statuses={releases.data.statuses} watcher={releases.data.watcher} />
        </>
      )}
    </>
  );
}
