import { useId, useState, type FormEvent } from 'react';
import { dayOfDate, getApiErrorMessage, type Order } from '@threadline/contracts';
import {
  PAYMENT_REFERENCE_MAX_LENGTH,
  paymentRefusals,
  type OrderPayments,
} from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import { FormError } from '../../../components/form-error';
import { TableScroll } from '../../../components/table-scroll';
import ui from '../../../components/ui.module.css';
import { useRecordPayment } from '../api/record-payment';
import { formatDay, formatMoney } from '../utils/order-format';
import styles from './orders.module.css';

/** "12.34" → 1234; anything else NaN, which contracts' rule then names. */
const minorOf = (text: string) =>
  /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

/**
 * An order with lines' payment schedule (issue 37): each amount due with its date from the plan
 * and what the payments cover, the payments received, and, for an admin, the form that records
 * one. Bulk production waits for the deposit: the note says so while it is unpaid.
 */
export function OrderPaymentsSection({
  order,
  payments,
  isAdmin,
}: {
  order: Order;
  payments: OrderPayments;
  isAdmin: boolean;
}) {
  const money = (minor: number) => formatMoney(minor / 100, order.currency);
  return (
    <section aria-labelledby="td-order-payments-heading" className={styles.section}>
      <h3 id="td-order-payments-heading" className={styles.subheading}>
        Payment schedule
      </h3>
      <TableScroll label="Amounts due">
        <table className={styles.table}>
          <caption>Amounts due</caption>
          <thead>
            <tr>
              <th scope="col">Instalment</th>
              <th scope="col">Due</th>
              <th scope="col">Amount</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {payments.instalments.map((instalment) => (
              <tr key={instalment.label}>
                <th scope="row">{instalment.label}</th>
                <td>{instalment.dueDate ? formatDay(instalment.dueDate) : '—'}</td>
                <td>{money(instalment.amountMinor)}</td>
                <td>{money(instalment.paidMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        Received {money(payments.paidMinor)}; outstanding{' '}
        <strong>{money(payments.outstandingMinor)}</strong>.
        {payments.depositPaid ? '' : ' Bulk production starts once the deposit is received.'}
      </p>
      {payments.received.length > 0 ? (
        <ul aria-label="Payments received">
          {payments.received.map((payment) => (
            <li key={payment.recordedAt}>
              {formatDay(payment.date)}: {money(payment.amountMinor)}, {payment.reference}
            </li>
          ))}
        </ul>
      ) : null}
      {isAdmin ? <RecordPaymentForm order={order} /> : null}
    </section>
  );
}

function RecordPaymentForm({ order }: { order: Order }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => dayOfDate(new Date()));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const record = useRecordPayment(order._id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { amountMinor: minorOf(amount), date, reference };
    const refusals = paymentRefusals(input, order.startDate, dayOfDate(new Date()));
    if (refusals.length > 0) return setError(refusals.join(' '));
    setError(undefined);
    record.mutate(input, {
      onSuccess: () => {
        setAmount('');
        setReference('');
      },
      onError: (failure) => setError(getApiErrorMessage(failure, 'The payment was not recorded')),
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Record a payment">
      <div className={styles.formRow}>
        <Field id={`${id}-amount`} label={`Amount (${order.currency})`} look={fieldLook}>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field id={`${id}-date`} label="Date received" look={fieldLook}>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field id={`${id}-reference`} label="Reference" look={fieldLook}>
          <input
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </Field>
      </div>
      <FormError message={error} />
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record payment'}
        </button>
      </div>
    </form>
  );
}
