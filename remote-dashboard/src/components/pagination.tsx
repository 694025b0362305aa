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
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
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
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? ui.buttonPrimary : ui.button}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
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
