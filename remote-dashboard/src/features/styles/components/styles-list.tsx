import { useState } from 'react';
import { Link } from 'react-router-dom';
import { STYLES_PAGE_SIZE } from '@threadline/contracts';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { LoadingView } from '../../../components/loading-view';
import { SearchBar } from '../../../components/search-bar';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import { useCategoryTitles } from '../../../lib/use-category-titles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStyles } from '../api/get-styles';
import { useCatalogueKeys } from './use-catalogue-keys';
import styles from './styles.module.css';

const SEASON = /^[A-Z]{2}\d{2}$/;

/** The style library: search by number and name, filter by season and category. */
export function StylesList() {
  const [search, setSearch] = useState('');
  const [season, setSeason] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim());
  const settledSeason = useDebouncedValue(season.trim().toUpperCase());
  const list = useStyles({
    search: settledSearch,
    // A season is asked for once it reads as one (SS27); until then the filter is off.
    season: SEASON.test(settledSeason) ? settledSeason : undefined,
    category: category || undefined,
    page,
  });
  const categoryKeys = useCatalogueKeys();
  const titleOf = useCategoryTitles();
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / STYLES_PAGE_SIZE));

  return (
    <>
      <SearchBar
        id="td-styles-search"
        label="Search styles"
        placeholder="Style number or name"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      >
        <div className={ui.field}>
          <label className={ui.label} htmlFor="td-styles-season">
            Season
          </label>
          <input
            id="td-styles-season"
            className={ui.input}
            placeholder="SS27"
            value={season}
            onChange={(event) => {
              setSeason(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor="td-styles-category">
            Category
          </label>
          <select
            id="td-styles-category"
            className={ui.input}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All categories</option>
            {categoryKeys.map((key) => (
              <option key={key} value={key}>
                {titleOf(key)}
              </option>
            ))}
          </select>
        </div>
      </SearchBar>
      {list.status === 'pending' ? <LoadingView label="Loading your styles..." /> : null}
      {list.status === 'error' ? (
        <LoadErrorPanel
          title="The styles could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.status === 'success' && list.data.styles.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No styles found</h2>
          <p className={ui.emptyText}>
            <Link to={paths.newStyle.getHref()}>Create a style</Link> with its measurements,
            materials and tech pack.
          </p>
        </div>
      ) : null}
      {list.status === 'success' && list.data.styles.length > 0 ? (
        <section aria-labelledby="td-styles-heading">
          <h2 id="td-styles-heading" className={styles.subheading}>
            Styles ({list.data.total})
          </h2>
          <ul className={styles.list}>
            {list.data.styles.map((style) => (
              <li key={style.id} className={ui.card}>
                <Link className={styles.styleLink} to={paths.style.getHref(style.id)}>
                  <strong>
                    {style.styleNumber} · {style.name}
                  </strong>
                  <br />
                  <span className={styles.meta}>
                    {style.season} · {titleOf(style.categoryKey)} · v{style.latestVersion}
                    {style.ownerName ? ` · ${style.ownerName}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Styles pages" className={styles.rowActions}>
              <button
                type="button"
                className={`${ui.button} ${ui.buttonGhost}`}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous page
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className={`${ui.button} ${ui.buttonGhost}`}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next page
              </button>
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
