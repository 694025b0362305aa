import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getApiErrorMessage, type StyleDetail } from '@threadline/contracts';
import { useApi, useRemote } from '@threadline/web-kit/remote-context';
import { FormError } from '../../../components/form-error';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { LoadingView } from '../../../components/loading-view';
import { PageHeader } from '../../../components/page-header';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useCategoryTitles } from '../../../lib/use-category-titles';
import { useDeleteStyle } from '../api/delete-style';
import { downloadStyleDocument, type StyleDocument } from '../api/download-style-document';
import { useStyleVersion } from '../api/get-style-version';
import { useImportStyleCsv, type StyleCsvPart } from '../api/import-style-csv';
import { StyleVersionView } from './style-version-view';
import { VersionDiff } from './version-diff';
import styles from './styles.module.css';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

/** A style: one version (the latest unless the URL names another), its diff, and the history. */
export function StylePage({ style, version }: { style: StyleDetail; version: number }) {
  const api = useApi();
  const { user } = useRemote();
  const titleOf = useCategoryTitles();
  const page = useStyleVersion(style.id, version);
  const importCsv = useImportStyleCsv(style.id);
  const deleteStyle = useDeleteStyle();
  const [problem, setProblem] = useState<string | null>(null);
  const isOwner = user?.uid === style.ownerId;
  const stem = `${style.styleNumber}-v${version}`;
  const download = (document: StyleDocument, name: string) => {
    setProblem(null);
    downloadStyleDocument(api, style.id, version, document, name).catch((error: unknown) =>
      setProblem(getApiErrorMessage(error, 'The file could not be downloaded.')),
    );
  };
  const upload = (part: StyleCsvPart, file: File | undefined) => {
    if (file) importCsv.mutate({ part, file }, { onSuccess: () => setProblem(null) });
  };

  return (
    <>
      <PageHeader
        title={`${style.styleNumber} · ${style.name}`}
        description={`${style.season} · ${titleOf(style.categoryKey)} · v${version}${
          version === style.latestVersion ? ' (latest)' : ` of ${style.latestVersion}`
        }`}
        actions={
          isOwner ? (
            <>
              <Link
                className={`${ui.button} ${ui.buttonPrimary}`}
                to={paths.editStyle.getHref(style.id)}
              >
                Edit style
              </Link>
              <button
                type="button"
                className={ui.buttonDanger}
                onClick={() => void deleteStyle(style)}
              >
                Delete style
              </button>
            </>
          ) : null
        }
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() => download({ kind: 'tech-pack.pdf' }, `${stem}-tech-pack.pdf`)}
        >
          Tech pack (PDF)
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() => download({ kind: 'measurements.csv' }, `${stem}-measurements.csv`)}
        >
          Export measurements (CSV)
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.buttonGhost}`}
          onClick={() => download({ kind: 'materials.csv' }, `${stem}-materials.csv`)}
        >
          Export materials (CSV)
        </button>
      </div>
      {isOwner ? (
        <div className={styles.fields}>
          {(['measurements', 'materials'] as const).map((part) => (
            <div className={ui.field} key={part}>
              <label className={ui.label} htmlFor={`td-import-${part}`}>
                {part === 'measurements'
                  ? 'Import measurement chart (CSV) as a new version'
                  : 'Import bill of materials (CSV) as a new version'}
              </label>
              <input
                id={`td-import-${part}`}
                type="file"
                accept=".csv,text/csv"
                className={styles.fileInput}
                onChange={(event) => {
                  upload(part, event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </div>
          ))}
        </div>
      ) : null}
      <FormError
        message={
          importCsv.error ? getApiErrorMessage(importCsv.error, 'Nothing was imported.') : problem
        }
      />

      {page.status === 'pending' ? <LoadingView label={`Loading v${version}...`} /> : null}
      {page.status === 'error' ? (
        <LoadErrorPanel
          title={`v${version} could not be loaded`}
          error={page.error}
          onRetry={() => void page.refetch()}
        />
      ) : null}
      {page.status === 'success' ? (
        <>
          <VersionDiff
            diff={page.data.diff}
            version={version}
            previousVersion={page.data.previousVersion}
          />
          <StyleVersionView
            version={page.data.version}
            onDownloadFile={(fileId, name) => download({ kind: 'file', fileId }, name)}
          />
        </>
      ) : null}

      <section className={styles.section} aria-labelledby="td-style-history">
        <h2 id="td-style-history" className={styles.subheading}>
          Version history
        </h2>
        <ol className={styles.list} reversed>
          {style.history.map((entry) => (
            <li key={entry.version}>
              <Link
                to={paths.styleVersion.getHref(style.id, entry.version)}
                aria-current={entry.version === version ? 'page' : undefined}
              >
                v{entry.version}
              </Link>{' '}
              <span className={styles.meta}>
                saved {dateOf(entry.savedAt)} by {entry.savedBy.name}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
