import { useMemo, useState, type FormEvent } from 'react';
import {
  dayOfDate,
  getApiErrorMessage,
  validateInspection,
  type InspectionInput,
  type Order,
} from '@threadline/contracts';
import {
  DEFAULT_AQLS,
  DEFECT_CLASS_LABELS,
  DEFECT_CLASSES,
  INSPECTION_AQLS,
  INSPECTION_LEVELS,
  inspectionPlanOf,
  judgeInspection,
  type DefectClass,
  type InspectionAql,
  type InspectionLevel,
} from '@threadline/contracts/orders';
import { useRecordInspection } from '../api/record-inspection';
import { FilesField } from './files-field';
import { FormSubmit, InputField, SelectField, TextAreaField } from './form-fields';
import { planSummary, SamplingPlanTable } from './sampling-plan-table';
import styles from './orders.module.css';

const LEVEL_LABELS: Record<InspectionLevel, string> = {
  I: 'General I',
  II: 'General II',
  III: 'General III',
};
const toCount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const ZERO = { critical: '0', major: '0', minor: '0' };

/**
 * An admin records an inspection to ISO 2859-1: the lot, the level and the AQLs give the
 * sampling plan, shown as they are typed; the defects found give the result. The server
 * computes both again from the same tables.
 */
export function InspectionForm({ order }: { order: Order }) {
  const [lotSize, setLotSize] = useState(String(order.quantity));
  const [level, setLevel] = useState<InspectionLevel>('II');
  const [aqls, setAqls] = useState<Record<DefectClass, InspectionAql>>(DEFAULT_AQLS);
  const [defects, setDefects] = useState<Record<DefectClass, string>>(ZERO);
  const [inspectedOn, setInspectedOn] = useState(() => dayOfDate(new Date()));
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const record = useRecordInspection(order._id);

  const lot = toCount(lotSize);
  const counts = {
    critical: toCount(defects.critical),
    major: toCount(defects.major),
    minor: toCount(defects.minor),
  };
  const plan = useMemo(
    () =>
      validateInspection({ lotSize: lot, defects: ZERO_COUNTS }, '9999-12-31').lotSize
        ? undefined
        : inspectionPlanOf({ lotSize: lot, level, aqls }),
    [lot, level, aqls],
  );
  const countsValid = DEFECT_CLASSES.every((c) => Number.isInteger(counts[c]) && counts[c] >= 0);
  const verdict = plan && countsValid ? judgeInspection(plan, counts) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: InspectionInput = {
      lotSize: lot,
      level,
      aqls,
      defects: counts,
      inspectedOn,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const first = Object.values(validateInspection(input, dayOfDate(new Date())))[0];
    if (first) return setError(first);
    setError(undefined);
    record.mutate(
      { input, files },
      {
        onSuccess: () => {
          setDefects(ZERO);
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
        <InputField type="number" label="Lot size (pieces)" value={lotSize} onChange={setLotSize} />
        <SelectField
          label="Inspection level"
          value={level}
          onChange={setLevel}
          options={INSPECTION_LEVELS}
          labels={LEVEL_LABELS}
        />
        {DEFECT_CLASSES.map((defectClass) => (
          <SelectField
            key={defectClass}
            label={`${DEFECT_CLASS_LABELS[defectClass]} AQL`}
            value={aqls[defectClass]}
            onChange={(aql) => setAqls((current) => ({ ...current, [defectClass]: aql }))}
            options={INSPECTION_AQLS}
          />
        ))}
      </div>
      <section aria-label="Sampling plan" aria-live="polite">
        {plan ? (
          <>
            <p>{planSummary(plan)}</p>
            <SamplingPlanTable
              plan={plan}
              defects={countsValid ? counts : undefined}
              caption="Sampling plan (ISO 2859-1, single sampling, normal inspection)"
            />
          </>
        ) : (
          <p className={styles.muted}>Enter the lot size to see the sampling plan.</p>
        )}
      </section>
      <div className={styles.formRow}>
        {DEFECT_CLASSES.map((defectClass) => (
          <InputField
            key={defectClass}
            type="number"
            label={`${DEFECT_CLASS_LABELS[defectClass]} defects`}
            value={defects[defectClass]}
            onChange={(value) => setDefects((current) => ({ ...current, [defectClass]: value }))}
          />
        ))}
        <InputField
          type="date"
          label="Inspected on"
          value={inspectedOn}
          onChange={setInspectedOn}
        />
      </div>
      {verdict ? (
        <p
          aria-live="polite"
          className={verdict.result === 'pass' ? styles.stateDone : styles.stateLate}
        >
          Result if recorded: {verdict.result === 'pass' ? 'Passed' : 'Failed'}.{' '}
          {verdict.reasons
            .filter(
              (_, index) =>
                verdict.result === 'pass' || verdict.failed.includes(DEFECT_CLASSES[index]),
            )
            .join('; ')}
        </p>
      ) : null}
      <TextAreaField label="Note" value={note} onChange={setNote} />
      <FilesField label="Report photos or PDF" files={files} onChange={setFiles} />
      <FormSubmit error={error} pending={record.isPending} label="Record inspection" />
    </form>
  );
}

const ZERO_COUNTS = { critical: 0, major: 0, minor: 0 };
