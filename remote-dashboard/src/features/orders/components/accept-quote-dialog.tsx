import { useId, useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  INCOTERMS,
  PAYMENT_TERMS,
  SHIPPING_MODES,
  DEFAULT_SHIPPING_MODE,
  countOf,
  piecesOf,
  type Incoterm,
  type Order,
  type OrderAcceptanceInput,
  type PaymentTerm,
  type QuoteRequest,
  type ShippingMode,
} from '@threadline/contracts';
import { ModalDialog } from '@threadline/web-kit/modal-dialog';
import look from '../../../components/dialog-look.module.css';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import { FormError } from '../../../components/form-error';
import ui from '../../../components/ui.module.css';
import { useOrderPreview } from '../api/preview-order';
import { useCreateOrder } from '../api/create-order';
import {
  formatDay,
  formatMoney,
  INCOTERM_LABELS,
  PAYMENT_TERM_LABELS,
  SHIPPING_MODE_LABELS,
} from '../utils/order-format';
import { PlanTable } from './plan-table';
import { OrderLinesTable } from './order-lines-table';
import styles from './orders.module.css';

/**
 * The buyer accepts a quoted request: they confirm the price and the quantity they were quoted,
 * choose the Incoterm and the payment term (and the shipping mode, sea unless told), and read the
 * plan the order would get, with the "cannot be met" warning, before placing the order.
 * Nothing is preselected for the terms: they are a commitment, so the buyer picks them.
 */
export function AcceptQuoteDialog({
  quote,
  onClose,
  onPlaced,
  title = `Accept ${quote.reference}`,
}: {
  quote: QuoteRequest & { offer: NonNullable<QuoteRequest['offer']> };
  /** An admin converting the buyer's accepted quote reads "Create an order from …". */
  title?: string;
  onClose: () => void;
  onPlaced: (order: Order) => void;
}) {
  const id = useId();
  const [incoterm, setIncoterm] = useState<Incoterm | ''>('');
  const [paymentTerm, setPaymentTerm] = useState<PaymentTerm | ''>('');
  const [shippingMode, setShippingMode] = useState<ShippingMode>(DEFAULT_SHIPPING_MODE);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string>();
  const create = useCreateOrder();
  const { offer } = quote;

  const input: OrderAcceptanceInput | undefined =
    incoterm && paymentTerm
      ? {
          quoteId: quote._id,
          unitPrice: offer.unitPrice,
          quantity: quote.quantity,
          incoterm,
          paymentTerm,
          shippingMode,
        }
      : undefined;
  const preview = useOrderPreview(input);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!input) return setError('Choose an Incoterm and a payment term');
    if (!confirmed) return setError('Confirm the price and the quantity');
    setError(undefined);
    create.mutate(input, {
      onSuccess: onPlaced,
      onError: (failure) => setError(getApiErrorMessage(failure, 'The order could not be placed')),
    });
  };

  const plan = preview.status === 'success' ? preview.data.plan : undefined;
  // An offer of lines: the preview prices each line at its break; the buyer confirms those.
  const priced = preview.status === 'success' && preview.data.lines ? preview.data : undefined;
  return (
    <ModalDialog title={title} onClose={onClose} className={`${look.dialog} ${styles.dialog}`}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <dl className={styles.facts}>
          <div>
            <dt>Unit price</dt>
            <dd>{formatMoney(offer.unitPrice, offer.currency)}</dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>{piecesOf(quote.quantity)}</dd>
          </div>
          <div>
            <dt>Order total</dt>
            <dd>
              {formatMoney(
                priced ? (priced.totalMinor ?? 0) / 100 : offer.unitPrice * quote.quantity,
                offer.currency,
              )}
            </dd>
          </div>
          <div>
            <dt>Needed by</dt>
            <dd>{formatDay(quote.deadline)}</dd>
          </div>
        </dl>
        <div className={styles.formRow}>
          <Field id={`${id}-incoterm`} label="Incoterm" look={fieldLook}>
            <select
              value={incoterm}
              onChange={(event) => setIncoterm(event.target.value as Incoterm)}
            >
              <option value="">Choose…</option>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {INCOTERM_LABELS[term]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-payment`} label="Payment term" look={fieldLook}>
            <select
              value={paymentTerm}
              onChange={(event) => setPaymentTerm(event.target.value as PaymentTerm)}
            >
              <option value="">Choose…</option>
              {PAYMENT_TERMS.map((term) => (
                <option key={term} value={term}>
                  {PAYMENT_TERM_LABELS[term]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-mode`} label="Shipping mode" look={fieldLook}>
            <select
              value={shippingMode}
              onChange={(event) => setShippingMode(event.target.value as ShippingMode)}
            >
              {SHIPPING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {SHIPPING_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <section aria-live="polite" aria-label="Preview of the order's plan">
          {!input ? <p className={ui.hint}>Choose the terms to see the order’s plan.</p> : null}
          {input && preview.status === 'pending' ? (
            <p className={ui.hint}>Working out the plan...</p>
          ) : null}
          {preview.status === 'error' ? (
            <p role="alert" className={ui.errorText}>
              {getApiErrorMessage(preview.error, 'The plan could not be worked out')}
            </p>
          ) : null}
          {plan ? (
            <>
              {plan.warning ? <p className={styles.warning}>{plan.warning}</p> : null}
              <p>
                Planned delivery: <strong>{formatDay(plan.deliveryDate)}</strong>
                {plan.pace === 'expedited' ? ' (every step at its fastest)' : ''}
              </p>
              <PlanTable milestones={plan.milestones} caption="The order's plan" />
              {priced?.lines ? (
                <OrderLinesTable
                  lines={priced.lines}
                  totalMinor={priced.totalMinor ?? 0}
                  currency={offer.currency}
                />
              ) : null}
            </>
          ) : null}
        </section>
        <label>
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />{' '}
          {priced
            ? `I confirm the ${countOf(priced.lines?.length ?? 0, 'line')} above, ${piecesOf(quote.quantity)} for ${formatMoney((priced.totalMinor ?? 0) / 100, offer.currency)}`
            : `I confirm ${piecesOf(quote.quantity)} at ${formatMoney(offer.unitPrice, offer.currency)} per piece`}
        </label>
        <FormError message={error} />
        <div className={styles.actions}>
          <button type="button" className={ui.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={ui.buttonPrimary} disabled={create.isPending || !plan}>
            {create.isPending ? 'Placing the order...' : 'Place order'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
