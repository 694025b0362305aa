import { useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  INCOTERMS,
  SHIPMENT_DOCUMENT_LABELS,
  SHIPPING_MODES,
  validateShipment,
  type Incoterm,
  type Order,
  type ShipmentDocumentKind,
  type ShippingMode,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { useSetShipment } from '../api/set-shipment';
import { formatDay, INCOTERM_LABELS, SHIPPING_MODE_LABELS } from '../utils/order-format';
import { FilesField } from './files-field';
import { FormSubmit, InputField, SelectField } from './form-fields';
import { OrderFiles } from './order-files';
import styles from './orders.module.css';

/** An admin enters (or replaces) the shipment; documents already there are kept unless sent. */
function ShipmentForm({ order }: { order: Order }) {
  const current = order.shipment;
  const [mode, setMode] = useState<ShippingMode>(current?.mode ?? order.shippingMode);
  const [incoterm, setIncoterm] = useState<Incoterm>(current?.incoterm ?? order.incoterm);
  const [carrier, setCarrier] = useState(current?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(current?.trackingNumber ?? '');
  const [etd, setEtd] = useState(current?.etd ?? '');
  const [eta, setEta] = useState(current?.eta ?? '');
  const [packingList, setPackingList] = useState<File[]>([]);
  const [invoice, setInvoice] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const save = useSetShipment(order._id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      mode,
      incoterm,
      carrier: carrier.trim(),
      trackingNumber: trackingNumber.trim(),
      etd,
      eta,
    };
    const first = Object.values(validateShipment(input))[0];
    if (first) return setError(first);
    setError(undefined);
    const documents: { kind: ShipmentDocumentKind; file: File }[] = [
      ...packingList.map((file) => ({ kind: 'packing_list' as const, file })),
      ...invoice.map((file) => ({ kind: 'commercial_invoice' as const, file })),
    ];
    save.mutate(
      { input, documents },
      { onError: (failure) => setError(getApiErrorMessage(failure, 'The shipment was not saved')) },
    );
  };
  return (
    <form
      className={`${styles.form} ${styles.adminForm}`}
      onSubmit={onSubmit}
      noValidate
      aria-label="Set the shipment"
    >
      <div className={styles.formRow}>
        <SelectField
          label="Mode"
          value={mode}
          onChange={setMode}
          options={SHIPPING_MODES}
          labels={SHIPPING_MODE_LABELS}
        />
        <SelectField
          label="Incoterm"
          value={incoterm}
          onChange={setIncoterm}
          options={INCOTERMS}
          labels={INCOTERM_LABELS}
        />
        <InputField label="Carrier" value={carrier} onChange={setCarrier} />
        <InputField label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} />
        <InputField type="date" label="ETD" value={etd} onChange={setEtd} />
        <InputField type="date" label="ETA" value={eta} onChange={setEta} />
      </div>
      <FilesField
        label={SHIPMENT_DOCUMENT_LABELS.packing_list}
        files={packingList}
        onChange={setPackingList}
        multiple={false}
      />
      <FilesField
        label={SHIPMENT_DOCUMENT_LABELS.commercial_invoice}
        files={invoice}
        onChange={setInvoice}
        multiple={false}
      />
      <FormSubmit error={error} pending={save.isPending} label="Save the shipment" />
    </form>
  );
}

/** How the goods travel: mode, Incoterm, carrier and tracking, ETD and ETA, and the papers. */
export function ShipmentSection({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { shipment } = order;
  const closed = order.status === 'delivered' || order.status === 'cancelled';
  return (
    <>
      {shipment ? (
        <dl className={styles.facts}>
          <div>
            <dt>Mode</dt>
            <dd>{SHIPPING_MODE_LABELS[shipment.mode]}</dd>
          </div>
          <div>
            <dt>Incoterm</dt>
            <dd>{shipment.incoterm}</dd>
          </div>
          <div>
            <dt>Carrier</dt>
            <dd>{shipment.carrier}</dd>
          </div>
          <div>
            <dt>Tracking number</dt>
            <dd>{shipment.trackingNumber}</dd>
          </div>
          <div>
            <dt>ETD</dt>
            <dd>{formatDay(shipment.etd)}</dd>
          </div>
          <div>
            <dt>ETA</dt>
            <dd>{formatDay(shipment.eta)}</dd>
          </div>
        </dl>
      ) : (
        <p className={ui.hint}>Not shipped yet.</p>
      )}
      {shipment?.documents.map((document) => (
        <div key={document.kind}>
          <p className={styles.muted}>{document.label}</p>
          <OrderFiles files={[document.file]} />
        </div>
      ))}
      {isAdmin && !closed ? (
        <details
          className={styles.adminForm}
          open={!shipment && order.progress.stage === 'shipment'}
        >
          <summary>{shipment ? 'Change the shipment' : 'Set the shipment'}</summary>
          <ShipmentForm order={order} />
        </details>
      ) : null}
    </>
  );
}
