import { pageLinks } from '../lib/paging';
import ui from './ui.module.css';
import styles from './pagination.module.css';

/** Numbered pages with Previous and Next. Nothing is drawn for a single page. */
export function Pagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <button
        type="button"
        className={ui.button}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      <ul className={styles.pages}>
        {pageLinks(page, pageCount).map((link, index) =>
          link === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <button
                type="button"
                className={link === page ? ui.buttonPrimary : ui.button}
                aria-current={link === page ? 'page' : undefined}
                aria-label={`Page ${link}`}
                onClick={() => onChange(link)}
              >
                {link}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={ui.button}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
