import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  countOf,
  isSampleMilestone,
  piecesOf,
  type Order,
  type OrderFile,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { paths } from '../../../config/paths';
import {
  formatDay,
  formatMoney,
  INCOTERM_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_TERM_LABELS,
  SHIPPING_MODE_LABELS,
} from '../utils/order-format';
import { Inspections } from './inspections';
import { OrderFiles } from './order-files';
import { OrderLinesTable } from './order-lines-table';
import { OrderPaymentsSection } from './order-payments';
import { OrderTimeline } from './order-timeline';
import { SampleRounds } from './sample-rounds';
import { ShipmentSection } from './shipment';
import { ExpectedDateForm } from './expected-date-form';
import { RecordMilestoneForm } from './record-milestone-form';
import styles from './orders.module.css';

/** Every file on the order, for the Documents list: samples, decisions, reports, shipping papers. */
function documentsOf(order: Order): OrderFile[] {
  return [
    ...order.samples.flatMap((round) => [...round.files, ...(round.decision?.files ?? [])]),
    ...order.inspections.flatMap((inspection) => inspection.files),
    ...(order.shipment?.documents.map((document) => document.file) ?? []),
  ];
}

/**
 * One order as its buyer and the admins see it: the terms, the forecast delivery and why it
 * moved, what waits on the buyer, the time-and-action plan, the documents and the calendar feed.
 * `isAdmin` adds the forms that record what happened; `conversation` is the quote's thread.
 */
export function OrderDetail({
  order,
  isAdmin,
  calendarUrl,
  conversation,
}: {
  order: Order;
  isAdmin: boolean;
  calendarUrl: string;
  conversation?: ReactNode;
}) {
  const { progress } = order;
  const tasks = order.waitingOn.map((action) => action.label);
  const documents = documentsOf(order);
  const stage = progress.milestones.find((milestone) => milestone.key === progress.stage);
  const closed = order.status === 'delivered' || order.status === 'cancelled';
  return (
    <article className={styles.detail} aria-labelledby="td-order-heading">
      <header className={styles.orderHeader}>
        <h2 id="td-order-heading">{order.reference}</h2>
        <span className={ui.badge}>{ORDER_STATUS_LABELS[order.status]}</span>
      </header>
      <p className={`${styles.muted} ${styles.origin}`}>
        From quote <Link to={paths.quote.getHref(order.quoteId)}>{order.quoteReference}</Link>
        {isAdmin ? ` · ${order.buyerName}${order.company ? `, ${order.company}` : ''}` : ''}
      </p>
      {order.status === 'on_hold' ? (
        <p role="status" className={styles.onHold}>
          On hold:{' '}
          {order.hold?.reason ??
            'the final inspection failed. The order moves on once a re-inspection passes.'}
        </p>
      ) : null}
      <section aria-labelledby="td-order-delivery-heading" className={styles.section}>
        <h3 id="td-order-delivery-heading" className={styles.subheading}>
          Delivery
        </h3>
        <p>
          Forecast delivery:{' '}
          <strong>
            <time dateTime={progress.deliveryDate}>{formatDay(progress.deliveryDate)}</time>
          </strong>{' '}
          (needed by {formatDay(order.neededBy)})
        </p>
        {progress.deliverySlipDays > 0 ? (
          <p className={styles.warning}>
            The delivery date moved {countOf(progress.deliverySlipDays, 'day')} later.
            {progress.deliverySlipReason ? ` Why: ${progress.deliverySlipReason}.` : ''}
          </p>
        ) : null}
        {progress.deliverySlipDays < 0 ? (
          <p>The delivery date moved {countOf(-progress.deliverySlipDays, 'day')} earlier.</p>
        ) : null}
        {order.pace === 'infeasible' ? (
          <p className={styles.muted}>
            The needed-by date could not be met at acceptance; the plan runs at the fastest pace.
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>Now</dt>
            <dd>{closed || !stage ? ORDER_STATUS_LABELS[order.status] : stage.label}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{piecesOf(order.quantity)}</dd>
          </div>
          <div>
            <dt>{order.lines ? 'Average unit price' : 'Unit price'}</dt>
            <dd>{formatMoney(order.unitPrice, order.currency)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              {order.lines
                ? formatMoney((order.totalMinor ?? 0) / 100, order.currency)
                : formatMoney(order.unitPrice * order.quantity, order.currency)}
            </dd>
          </div>
          <div>
            <dt>Incoterm</dt>
            <dd>{INCOTERM_LABELS[order.incoterm]}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{PAYMENT_TERM_LABELS[order.paymentTerm]}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{SHIPPING_MODE_LABELS[order.shippingMode]}</dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>{formatDay(order.startDate)}</dd>
          </div>
        </dl>
        {order.lines ? (
          <OrderLinesTable
            lines={order.lines}
            totalMinor={order.totalMinor ?? 0}
            currency={order.currency}
          />
        ) : null}
      </section>
      {order.payments ? (
        <OrderPaymentsSection order={order} payments={order.payments} isAdmin={isAdmin} />
      ) : null}
      <section aria-labelledby="td-order-waiting-heading" className={styles.section}>
        <h3 id="td-order-waiting-heading" className={styles.subheading}>
          {isAdmin ? 'Waiting on the buyer' : 'Waiting on you'}
        </h3>
        {tasks.length === 0 ? (
          <p className={ui.hint}>
            {isAdmin ? 'Nothing waits on the buyer.' : 'Nothing is waiting on you right now.'}
          </p>
        ) : (
          <ul>
            {tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="td-order-plan-heading" className={styles.section}>
        <h3 id="td-order-plan-heading" className={styles.subheading}>
          Timeline
        </h3>
        <OrderTimeline
          reference={order.reference}
          milestones={progress.milestones}
          recordAction={
            isAdmin && !closed
              ? (key) => {
                  const milestone = progress.milestones.find((item) => item.key === key);
                  if (!milestone || key !== progress.stage) return null;
                  return isSampleMilestone(key) ? (
                    <span className={styles.muted}>Done when the buyer approves a round</span>
                  ) : (
                    <RecordMilestoneForm orderId={order._id} milestone={milestone} />
                  );
                }
              : undefined
          }
        />
        {isAdmin && !closed ? (
          <ExpectedDateForm orderId={order._id} milestones={progress.milestones} />
        ) : null}
      </section>
      <section aria-labelledby="td-order-samples-heading" className={styles.section}>
        <h3 id="td-order-samples-heading" className={styles.subheading}>
          Samples
        </h3>
        <SampleRounds order={order} isAdmin={isAdmin} />
      </section>
      <section aria-labelledby="td-order-inspections-heading" className={styles.section}>
        <h3 id="td-order-inspections-heading" className={styles.subheading}>
          Inspections
        </h3>
        <Inspections order={order} isAdmin={isAdmin} />
      </section>
      <section aria-labelledby="td-order-shipment-heading" className={styles.section}>
        <h3 id="td-order-shipment-heading" className={styles.subheading}>
          Shipment
        </h3>
        <ShipmentSection order={order} isAdmin={isAdmin} />
      </section>
      <section aria-labelledby="td-order-documents-heading" className={styles.section}>
        <h3 id="td-order-documents-heading" className={styles.subheading}>
          Documents
        </h3>
        {documents.length === 0 ? (
          <p className={ui.hint}>
            No documents yet. Sample photos, inspection reports and shipping papers appear here.
          </p>
        ) : (
          <OrderFiles files={documents} />
        )}
      </section>
      <section aria-labelledby="td-order-calendar-heading" className={styles.section}>
        <h3 id="td-order-calendar-heading" className={styles.subheading}>
          Calendar
        </h3>
        <p>
          Follow the milestones in your calendar app: subscribe to this address, and every change of
          date reaches your calendar. Keep it private, as anyone with it can read the dates.
        </p>
        <p>
          <a href={calendarUrl} className={ui.button} download={`${order.reference}.ics`}>
            Download the calendar of {order.reference}
          </a>
        </p>
        <label className={ui.label} htmlFor="td-order-calendar-url">
          Calendar subscription address
        </label>
        <input
          id="td-order-calendar-url"
          className={ui.input}
          readOnly
          value={calendarUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
      </section>
      {conversation ? <div className={styles.section}>{conversation}</div> : null}
    </article>
  );
}
