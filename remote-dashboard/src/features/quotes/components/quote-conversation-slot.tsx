import type { ReactNode } from 'react';
import styles from './quotes.module.css';

/**
 * Where the buyer–merchandiser conversation goes on a quote's page: both details render it after
 * the request and the pipeline. The conversation brings its own heading and region.
 */
export function QuoteConversationSlot({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return <div className={styles.conversation}>{children}</div>;
}
