import { useState, type FormEvent } from 'react';
import {
  AQL_LEVELS,
  dayOfDate,
  getApiErrorMessage,
  INSPECTION_RESULTS,
  piecesOf,
  validateInspection,
  type AqlLevel,
  type InspectionInput,
  type InspectionResult,
  type Order,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { useRecordInspection } from '../api/record-inspection';
import { formatDay } from '../utils/order-format';
import { FilesField } from './files-field';
import { FormSubmit, InputField, SelectField, TextAreaField } from './form-fields';
import { OrderFiles } from './order-files';
import styles from './orders.module.css';

const RESULT_LABELS: Record<InspectionResult, string> = { pass: 'Passed', fail: 'Failed' };

/** An admin records an inspection report; a failed one puts the order on hold. */
function InspectionForm({ order }: { order: Order }) {
  const [aqlLevel, setAqlLevel] = useState<AqlLevel>('2.5');
  const [sampleSize, setSampleSize] = useState('');
  const [critical, setCritical] = useState('0');
  const [major, setMajor] = useState('0');
  const [minor, setMinor] = useState('0');
  const [result, setResult] = useState<InspectionResult | ''>('');
  const [inspectedOn, setInspectedOn] = useState(() => dayOfDate(new Date()));
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const record = useRecordInspection(order._id);
  const toCount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: InspectionInput = {
      aqlLevel,
      sampleSize: toCount(sampleSize),
      defects: { critical: toCount(critical), major: toCount(major), minor: toCount(minor) },
      result: result as InspectionResult,
      inspectedOn,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const errors = validateInspection(input, dayOfDate(new Date()));
    const first = Object.values(errors)[0];
    if (first) return setError(first);
    setError(undefined);
    record.mutate(
      { input, files },
      {
        onSuccess: () => {
          setResult('');
          setNote('');
          setFiles([]);
        },
        onError: (failure) =>
          setError(getApiErrorMessage(failure, 'The inspection was not recorded')),
      },
    );
  };
  return (
    <form
      className={`${styles.form} ${styles.adminForm}`}
      onSubmit={onSubmit}
      noValidate
      aria-label="Record an inspection"
    >
      <div className={styles.formRow}>
        <SelectField
          label="AQL level"
          value={aqlLevel}
          onChange={setAqlLevel}
          options={AQL_LEVELS}
        />
        <InputField
          type="number"
          label="Sample size (pieces)"
          value={sampleSize}
          onChange={setSampleSize}
        />
        <InputField
          type="number"
          label="Critical defects"
          value={critical}
          onChange={setCritical}
        />
        <InputField type="number" label="Major defects" value={major} onChange={setMajor} />
        <InputField type="number" label="Minor defects" value={minor} onChange={setMinor} />
        <SelectField
          label="Result"
          value={result}
          onChange={setResult}
          options={INSPECTION_RESULTS}
          labels={RESULT_LABELS}
          placeholder="Choose…"
        />
        <InputField
          type="date"
          label="Inspected on"
          value={inspectedOn}
          onChange={setInspectedOn}
        />
      </div>
      <TextAreaField label="Note" value={note} onChange={setNote} />
      <FilesField label="Report photos or PDF" files={files} onChange={setFiles} />
      <FormSubmit error={error} pending={record.isPending} label="Record inspection" />
    </form>
  );
}

/** The inspection reports, newest first, and the admin's form for the next one. */
export function Inspections({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const closed = order.status === 'delivered' || order.status === 'cancelled';
  return (
    <>
      {order.inspections.length === 0 ? <p className={ui.hint}>No inspection yet.</p> : null}
      {order.inspections.map((inspection) => (
        <article
          key={inspection._id}
          className={styles.round}
          aria-label={`Inspection on ${formatDay(inspection.inspectedOn)}`}
        >
          <h4 className={styles.roundTitle}>
            <span className={inspection.result === 'pass' ? styles.stateDone : styles.stateLate}>
              {RESULT_LABELS[inspection.result]}
            </span>{' '}
            on {formatDay(inspection.inspectedOn)}
          </h4>
          <p>
            AQL {inspection.aqlLevel} · sample of {piecesOf(inspection.sampleSize)} · defects:{' '}
            {inspection.defects.critical} critical, {inspection.defects.major} major,{' '}
            {inspection.defects.minor} minor
          </p>
          {inspection.note ? <p className={styles.preWrap}>{inspection.note}</p> : null}
          <p className={styles.muted}>Recorded by {inspection.by.name}</p>
          <OrderFiles files={inspection.files} />
        </article>
      ))}
      {isAdmin && !closed ? (
        <details className={styles.adminForm}>
          <summary>Record an inspection</summary>
          <InspectionForm order={order} />
        </details>
      ) : null}
    </>
  );
}
