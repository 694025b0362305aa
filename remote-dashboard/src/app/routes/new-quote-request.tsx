import { useSearchParams } from 'react-router-dom';
import type { ReorderVersionChoice } from '@threadline/contracts';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { useReorderDraft } from '../../features/styles/api/get-reorder-draft';
import { QuoteBuilder } from '../../features/styles/components/quote-builder';

/** The request builder: a new request of lines, or a reorder (`?from=<id>&versions=latest`). */
export function NewQuoteRequestRoute() {
  const [search] = useSearchParams();
  const from = search.get('from');
  const versions: ReorderVersionChoice = search.get('versions') === 'latest' ? 'latest' : 'pinned';
  const draft = useReorderDraft(from, versions);
  const header = (
    <PageHeader
      title={from ? 'Reorder' : 'New quote request'}
      description={
        from
          ? `The same lines and quantities, ${versions === 'latest' ? 'each style at its latest version' : 'each style at the version it had'}.`
          : 'Styles from your library in colour × size, and quick lines; each style line is pinned to its current version.'
      }
    />
  );
  if (from && draft.status === 'pending')
    return (
      <>
        {header}
        <LoadingView label="Loading the earlier request..." />
      </>
    );
  if (from && draft.status === 'error')
    return (
      <>
        {header}
        <LoadErrorPanel
          title="The earlier request could not be loaded"
          error={draft.error}
          onRetry={() => void draft.refetch()}
        />
      </>
    );
  return (
    <>
      {header}
      <QuoteBuilder key={`${from ?? 'new'}-${versions}`} draft={from ? draft.data : undefined} />
    </>
  );
}
