import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BUYER_QUOTE_NEXT_STEPS,
  BUYER_QUOTE_STATUS_LABELS,
  type QuoteRequest,
} from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { useFocusOnOpen } from '../hooks/use-focus-on-open';
import { QuoteAttachments } from './quote-attachments';
import { QuoteLines } from './quote-lines';
import { QuoteConversationSlot } from './quote-conversation-slot';
import { formatOffer } from './quote-format';
import { QuoteRequestFacts } from './quote-request-facts';
import { QuoteTimeline } from './quote-timeline';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';

export interface MyQuoteDetailProps {
  quote: QuoteRequest;
  categoryTitle: string;
  backLink?: ReactNode;
  /** The conversation with the merchandisers (the conversations issue); nothing until then. */
  conversation?: ReactNode;
  /** What the buyer can do with a quote from another feature: accept it, open its order. */
  orderAction?: ReactNode;
  /** The offer per line once sent (the offers feature). */
  offer?: ReactNode;
}

/**
 * A buyer's own request in full (what they sent, sizes, details and files), where it stands in
 * the buyer's words, our quote once there is one, and what happens next.
 */
export function MyQuoteDetail({
  quote,
  categoryTitle,
  backLink,
  conversation,
  orderAction,
  offer,
}: MyQuoteDetailProps) {
  const heading = useFocusOnOpen<HTMLHeadingElement>(quote._id);
  return (
    <article className={styles.detail} aria-labelledby="td-my-quote-detail-heading">
      {backLink}
      <header className={styles.detailHeader}>
        <h2
          id="td-my-quote-detail-heading"
          ref={heading}
          tabIndex={-1}
          className={styles.detailTitle}
        >
          {quote.reference}
        </h2>
        <span className={ui.badge}>{BUYER_QUOTE_STATUS_LABELS[quote.status]}</span>
      </header>
      {quote.offer ? <p className={styles.offer}>Our quote: {formatOffer(quote.offer)}</p> : null}
      {offer}
      <section className={styles.nextStep} aria-labelledby="td-my-quote-next-heading">
        <h3 id="td-my-quote-next-heading" className={styles.subheading}>
          Next step
        </h3>
        <p>{BUYER_QUOTE_NEXT_STEPS[quote.status]}</p>
        <div className={styles.nextStepLinks}>
          {orderAction}
          {quote.status === 'lost' || quote.status === 'won' ? (
            <Link to={paths.requestQuote.getHref()} className={ui.buttonPrimary}>
              Request a new quote
            </Link>
          ) : null}
          <Link to={paths.contact.getHref()} className={ui.button}>
            Contact us about {quote.reference}
          </Link>
        </div>
      </section>
      <section aria-labelledby="td-my-quote-status-heading">
        <h3 id="td-my-quote-status-heading" className={styles.subheading}>
          Where it stands
        </h3>
        <QuoteTimeline quote={quote} labels={BUYER_QUOTE_STATUS_LABELS} />
      </section>
      <section aria-labelledby="td-my-quote-request-heading">
        <h3 id="td-my-quote-request-heading" className={styles.subheading}>
          Your request
        </h3>
        <QuoteRequestFacts quote={quote} categoryTitle={categoryTitle} showOffer={false} />
      </section>
      <QuoteLines quote={quote} side="buyer" />
      <div className={styles.lineActions}>
        <Link to={paths.newQuoteRequest.getHref(quote._id, 'pinned')} className={ui.button}>
          Reorder with the same versions
        </Link>
        <Link to={paths.newQuoteRequest.getHref(quote._id, 'latest')} className={ui.button}>
          Reorder with the latest versions
        </Link>
      </div>
      <QuoteAttachments quote={quote} />
      <QuoteConversationSlot>{conversation}</QuoteConversationSlot>
    </article>
  );
}
