import { ReleaseMessages } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { ReleaseGuide } from '../../features/releases/components/release-guide';
import { ReleaseFigures } from '../../features/releases/components/release-figures';
import { ReleaseTable } from '../../features/releases/components/release-table';
import { StagedReleases } from '../../features/releases/components/staged-releases';
import { useReleaseHistories } from '../../features/releases/api/get-release-histories';

/**
 * Admins: which release of each part of the site is live, on trial or ready to preview, in words a
 * marketing lead previewing a release reads (`npm run release`, `npm run rollback` ship them).
 */
export function ReleasesRoute() {
  const releases = useReleaseHistories();
  return (
    <>
      <PageHeader
        title="Releases"
        description="What visitors see on each part of the site, what is being tried on a share of them, and what is ready to preview before anyone else sees it."
      />
      <ReleaseGuide />
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
