import { useId, useState, type FormEvent } from 'react';
import {
  dayOfDate,
  getApiErrorMessage,
  OrderMessages,
  parseOrderDay,
  type MilestoneProgress,
} from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { useRecordMilestoneDate } from '../api/record-milestone-date';
import styles from './orders.module.css';

/**
 * An admin records when a milestone actually happened. Only the current stage takes a date
 * (actual dates go in order); the API gives the refusal in its own words otherwise.
 */
export function RecordMilestoneForm({
  orderId,
  milestone,
}: {
  orderId: string;
  milestone: MilestoneProgress;
}) {
  const id = useId();
  const [day, setDay] = useState(() => dayOfDate(new Date()));
  const [error, setError] = useState<string>();
  const record = useRecordMilestoneDate(orderId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseOrderDay(day)) return setError(OrderMessages.actualDateInvalid);
    setError(undefined);
    record.mutate(
      { key: milestone.key, actualDate: day },
      { onError: (failure) => setError(getApiErrorMessage(failure, 'The date was not saved')) },
    );
  };
  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate>
      <Field
        id={`${id}-day`}
        label={`Actual date of ${milestone.label}`}
        error={error}
        announce
        // The plan's row names the milestone; the label is for the ear.
        look={{ ...fieldLook, label: ui.visuallyHidden, error: ui.errorText }}
      >
        <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </Field>
      <button type="submit" className={ui.button} disabled={record.isPending}>
        {record.isPending ? 'Saving...' : `Record ${milestone.label}`}
      </button>
    </form>
  );
}
