import { piecesOf, type AdminQuoteRequest, type QuoteRequest } from '@threadline/contracts';
import { Link } from 'react-router-dom';
import { formatAge, formatDate, formatDueIn, formatMoney } from './quote-format';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';

/**
 * One request in a list, for triage: who, what (the category's title), the needed-by date and
 * how far it is, the target price and the age, and whether it repeats an earlier request of the
 * same buyer (one of them needs an answer). The whole card links to the request's own URL.
 */
export function QuoteRequestCard({
  quote,
  href,
  statusLabel,
  categoryTitle,
  selected,
  showBuyer = true,
}: {
  /** The admin's list carries `repeatOf` (a buyer's repeat within a week). */
  quote: QuoteRequest & Partial<Pick<AdminQuoteRequest, 'repeatOf'>>;
  href: string;
  statusLabel: string;
  categoryTitle: string;
  selected: boolean;
  showBuyer?: boolean;
}) {
  return (
    <Link
      to={href}
      className={selected ? `${styles.listItem} ${styles.listItemActive}` : styles.listItem}
      aria-current={selected ? 'true' : undefined}
    >
      <span className={styles.listItemTop}>
        <span className={styles.listReference}>{quote.reference}</span>
        <span className={ui.badge}>{statusLabel}</span>
      </span>
      {quote.repeatOf ? (
        <span className={styles.listRepeat}>Repeats {quote.repeatOf} from this buyer</span>
      ) : null}
      {showBuyer ? (
        <span className={styles.listBuyer}>
          {quote.name}
          {quote.company ? `, ${quote.company}` : ''}
        </span>
      ) : null}
      <span>
        {categoryTitle} · {piecesOf(quote.quantity)}
        {quote.targetUnitPrice && quote.currency
          ? ` · target ${formatMoney(quote.targetUnitPrice, quote.currency)}`
          : ''}
      </span>
      <span className={styles.listDue}>
        Needed by {formatDate(quote.deadline)} ({formatDueIn(quote.deadline)})
      </span>
      <span className={ui.hint}>Received {formatAge(quote.createdAt)}</span>
    </Link>
  );
}
