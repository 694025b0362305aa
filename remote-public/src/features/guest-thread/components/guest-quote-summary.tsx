import {
  BUYER_QUOTE_NEXT_STEPS,
  BUYER_QUOTE_STATUS_LABELS,
  countOf,
  type GuestQuoteSummary,
} from '@threadline/contracts';
import type { ReactNode } from 'react';
import styles from './guest-thread.module.css';

const day = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** What the guest asked for and where it stands, in a buyer's words. */
export function GuestQuoteSummaryCard({
  request,
  categoryTitle,
  children,
}: {
  request: GuestQuoteSummary;
  categoryTitle?: string;
  /** What the guest can do next (the account offer). */
  children?: ReactNode;
}) {
  return (
    <section className={styles.summary} aria-labelledby="tp-guest-summary">
      <h2 id="tp-guest-summary" className={styles.heading}>
        Your request
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>{BUYER_QUOTE_STATUS_LABELS[request.status]}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryTitle ?? request.categoryKey}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>
            {request.kind === 'sample' ? 'Samples' : 'Bulk'},{' '}
            {request.quantity.toLocaleString('en-GB')} pieces
          </dd>
        </div>
        <div>
          <dt>Needed by</dt>
          <dd>{day(request.deadline)}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{day(request.createdAt)}</dd>
        </div>
        {request.sizes ? (
          <div>
            <dt>Sizes</dt>
            <dd>
              {Object.entries(request.sizes)
                .map(([size, pieces]) => `${size} ${pieces}`)
                .join(', ')}
            </dd>
          </div>
        ) : null}
        {request.targetUnitPrice !== undefined ? (
          <div>
            <dt>Your target price</dt>
            <dd>
              {request.targetUnitPrice.toFixed(2)} {request.currency ?? ''} a piece
            </dd>
          </div>
        ) : null}
        {request.offer ? (
          <div>
            <dt>Our quote</dt>
            <dd>
              {request.offer.unitPrice.toFixed(2)} {request.offer.currency} a piece,{' '}
              {countOf(request.offer.leadTimeDays, 'day')}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.details}>{request.details}</p>
      <p className={styles.nextStep}>{BUYER_QUOTE_NEXT_STEPS[request.status]}</p>
      {children}
    </section>
  );
}
