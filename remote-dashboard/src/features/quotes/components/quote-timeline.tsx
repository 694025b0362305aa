import type { QuoteRequest, QuoteStatus } from '@threadline/contracts';
import { formatDate, STATUS_LABELS } from './quote-format';
import styles from './quotes.module.css';

const HAPPY_PATH: QuoteStatus[] = ['new', 'reviewing', 'quoted', 'won'];

/**
 * The request's way along the pipeline: the steps reached, with their dates, then what is left.
 * `labels` names the steps in the reader's words (the buyer's differ from the merchandisers').
 */
export function QuoteTimeline({
  quote,
  labels = STATUS_LABELS,
}: {
  quote: QuoteRequest;
  labels?: Readonly<Record<QuoteStatus, string>>;
}) {
  const reached = new Map(quote.history.map((change) => [change.status, change.at]));
  const steps: QuoteStatus[] =
    quote.status === 'lost' ? [...quote.history.map((change) => change.status)] : HAPPY_PATH;
  return (
    <ol className={styles.timeline} aria-label={`Status of ${quote.reference}`}>
      {steps.map((status) => {
        const at = reached.get(status);
        const current = status === quote.status;
        return (
          <li
            key={status}
            className={`${styles.step} ${at ? styles.stepDone : ''} ${current ? styles.stepCurrent : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{labels[status]}</span>
            <span className={styles.stepDate}>{at ? formatDate(at) : 'Not yet'}</span>
          </li>
        );
      })}
    </ol>
  );
}
