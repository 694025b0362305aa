import type { ReactNode } from 'react';
import styles from './quotes.module.css';

/**
 * Where the buyer–merchandiser conversation goes on a quote's page (the conversations issue
 * fills it). Both details render it after the request and the pipeline; with nothing to show it
 * renders nothing, so the page reads the same until then.
 */
export function QuoteConversationSlot({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <section className={styles.conversation} aria-labelledby="td-quote-conversation-heading">
      <h3 id="td-quote-conversation-heading" className={styles.subheading}>
        Conversation
      </h3>
      {children}
    </section>
  );
}
