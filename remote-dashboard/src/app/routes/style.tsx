import { useParams } from 'react-router-dom';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { useStyle } from '../../features/styles/api/get-style';
import { StyleEditor } from '../../features/styles/components/style-editor';
import { StylePage } from '../../features/styles/components/style-page';

/** A style's page (the latest version or the one in the URL), or its editor (`edit`). */
export function StyleRoute({ editing = false }: { editing?: boolean }) {
  const { styleId = '', version } = useParams();
  const style = useStyle(styleId);
  if (style.status === 'pending') return <LoadingView label="Loading the style..." />;
  if (style.status === 'error')
    return (
      <LoadErrorPanel
        title="The style could not be loaded"
        error={style.error}
        onRetry={() => void style.refetch()}
      />
    );
  if (editing)
    return (
      <>
        <PageHeader
          title={`Edit ${style.data.styleNumber}`}
          description={`Saving makes v${style.data.latestVersion + 1}; v${style.data.latestVersion} stays as it is.`}
        />
        <StyleEditor key={style.data.latestVersion} style={style.data} />
      </>
    );
  const shown = Number(version ?? style.data.latestVersion);
  return (
    <StylePage
      style={style.data}
      version={Number.isInteger(shown) && shown > 0 ? shown : style.data.latestVersion}
    />
  );
}

/** A new style: saved as v1. */
export function NewStyleRoute() {
  return (
    <>
      <PageHeader
        title="New style"
        description="Save it as v1; every later save is a new version."
      />
      <StyleEditor />
    </>
  );
}
