import { useState, type FormEvent } from 'react';
import {
  EXPECTED_REASON_MAX_LENGTH,
  getApiErrorMessage,
  OrderExpectedMessages,
  parseOrderDay,
  type MilestoneProgress,
  type OrderMilestoneKey,
} from '@threadline/contracts';
import { useSetMilestoneExpected } from '../api/set-milestone-expected';
import { FormSubmit, InputField, SelectField, TextAreaField } from './form-fields';
import styles from './orders.module.css';

/**
 * An admin records when an open milestone is now expected, and why (a delay the factory sees
 * coming, or an early finish). The later dates follow; the buyer is emailed when the delivery
 * moves. The API refuses a date before the milestone's minimum duration in its own words.
 */
export function ExpectedDateForm({
  orderId,
  milestones,
}: {
  orderId: string;
  milestones: readonly MilestoneProgress[];
}) {
  const open = milestones.filter((milestone) => !milestone.done);
  const [key, setKey] = useState<OrderMilestoneKey | ''>(open[0]?.key ?? '');
  const chosen = open.find((milestone) => milestone.key === key);
  const [day, setDay] = useState(chosen?.expectedDate ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const save = useSetMilestoneExpected(orderId);
  if (open.length === 0) return null;
  const choose = (next: OrderMilestoneKey) => {
    setKey(next);
    setDay(open.find((milestone) => milestone.key === next)?.expectedDate ?? '');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!key) return;
    if (!parseOrderDay(day)) return setError(OrderExpectedMessages.dateInvalid);
    if (!reason.trim()) return setError(OrderExpectedMessages.reasonRequired);
    if (reason.trim().length > EXPECTED_REASON_MAX_LENGTH)
      return setError(OrderExpectedMessages.reasonTooLong);
    setError(undefined);
    save.mutate(
      { key, input: { expectedDate: day, reason: reason.trim() } },
      {
        onSuccess: () => setReason(''),
        onError: (failure) =>
          setError(getApiErrorMessage(failure, 'The expected date was not saved')),
      },
    );
  };
  return (
    <form
      className={`${styles.form} ${styles.adminForm}`}
      onSubmit={onSubmit}
      noValidate
      aria-label="Expected date of a milestone"
    >
      <SelectField
        label="Milestone"
        value={key}
        onChange={choose}
        options={open.map((milestone) => milestone.key)}
        labels={Object.fromEntries(open.map((milestone) => [milestone.key, milestone.label]))}
      />
      <InputField label="Now expected on" type="date" value={day} onChange={setDay} />
      <TextAreaField label="Why (the buyer reads it)" value={reason} onChange={setReason} />
      <FormSubmit error={error} pending={save.isPending} label="Save the expected date" />
    </form>
  );
}
