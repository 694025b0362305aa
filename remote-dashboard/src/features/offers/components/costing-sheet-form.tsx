import { useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  INCOTERMS,
  type Incoterm,
  type QuoteCurrency,
} from '@threadline/contracts';
import {
  costSheet,
  validateCostingSheet,
  type CostingSheetView,
} from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { useLineCosting } from '../api/get-line-costing';
import { useSaveLineCosting } from '../api/save-line-costing';
import { CostingBreakdownTable } from './costing-breakdown-table';
import {
  DUTY_FIELDS,
  FREIGHT_AMOUNTS,
  SHEET_AMOUNTS,
  SHEET_PERCENTS,
  draftOf,
  sheetOfDraft,
  type CostingDraft,
} from './costing-draft';
import { CostingPartsFields } from './costing-parts-fields';
import styles from './offers.module.css';

export interface LineCostingProps {
  quoteId: string;
  line: number;
  label: string;
  currency: QuoteCurrency;
}

/** One request line's costing sheet, loaded (or prefilled from its BOM) and saved by the team. */
export function LineCosting({ quoteId, line, label, currency }: LineCostingProps) {
  const costing = useLineCosting(quoteId, line);
  if (costing.isPending) return <p>Loading the costing of line {line}...</p>;
  if (costing.isError)
    return (
      <p role="alert" className={ui.errorText}>
        {getApiErrorMessage(costing.error, 'The costing sheet could not be loaded.')}
      </p>
    );
  return (
    <CostingSheetForm
      key={costing.data.updatedAt ?? 'prefilled'}
      quoteId={quoteId}
      line={line}
      label={label}
      currency={currency}
      view={costing.data}
    />
  );
}

function CostingSheetForm({
  quoteId,
  line,
  label,
  currency,
  view,
}: LineCostingProps & { view: CostingSheetView }) {
  const [draft, setDraft] = useState<CostingDraft>(() => draftOf(view.sheet));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveLineCosting(quoteId, line);
  const sheet = sheetOfDraft(draft);
  const errors = validateCostingSheet(sheet);
  const valid = Object.keys(errors).length === 0;
  // Live: the parts and the unit price follow every figure typed, in contracts' arithmetic.
  const breakdown = valid ? costSheet(sheet) : undefined;
  const shown = submitted ? errors : {};
  const id = (field: string) => `td-costing-${line}-${field}`;

  const setAmount = (field: keyof CostingDraft['amounts'], value: string) =>
    setDraft((current) => ({ ...current, amounts: { ...current.amounts, [field]: value } }));
  const setPercent = (field: keyof CostingDraft['percents'], value: string) =>
    setDraft((current) => ({ ...current, percents: { ...current.percents, [field]: value } }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) save.mutate(sheet);
  };

  const amountField = ([field, text]: readonly [keyof CostingDraft['amounts'], string]) => (
    <Field
      key={field}
      id={id(field)}
      label={`${text} (${currency})`}
      look={fieldLook}
      error={shown[field]}
    >
      <input
        inputMode="decimal"
        value={draft.amounts[field]}
        onChange={(event) => setAmount(field, event.target.value)}
      />
    </Field>
  );
  const percentField = ([field, text]: readonly [keyof CostingDraft['percents'], string]) => (
    <Field key={field} id={id(field)} label={text} look={fieldLook} error={shown[field]}>
      <input
        inputMode="decimal"
        value={draft.percents[field]}
        onChange={(event) => setPercent(field, event.target.value)}
      />
    </Field>
  );

  return (
    <form
      className={styles.sheet}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Costing sheet of line ${line}: ${label}`}
    >
      <CostingPartsFields
        line={line}
        currency={currency}
        draft={draft}
        onChange={setDraft}
        errors={shown}
      />
      <fieldset className={styles.group}>
        <legend>Making, processes and packing, per piece</legend>
        <div className={styles.grid}>{SHEET_AMOUNTS.map(amountField)}</div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Overhead, margin and terms</legend>
        <div className={styles.grid}>
          {SHEET_PERCENTS.map(percentField)}
          <Field id={id('incoterm')} label="Incoterm" look={fieldLook} error={shown.incoterm}>
            <select
              value={draft.incoterm}
              onChange={(event) =>
                setDraft((current) => ({ ...current, incoterm: event.target.value as Incoterm }))
              }
            >
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term}
                </option>
              ))}
            </select>
          </Field>
          {draft.incoterm !== 'FOB' ? FREIGHT_AMOUNTS.map(amountField) : null}
          {draft.incoterm === 'DDP'
            ? [percentField(DUTY_FIELDS[0]), amountField(DUTY_FIELDS[1])]
            : null}
        </div>
      </fieldset>
      <CostingBreakdownTable
        line={line}
        currency={currency}
        incoterm={draft.incoterm}
        breakdown={breakdown}
      />
      {save.isError ? (
        <p role="alert" className={ui.errorText}>
          {getApiErrorMessage(save.error, 'The costing sheet could not be saved.')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={ui.buttonPrimary} disabled={save.isPending}>
          Save costing of line {line}
        </button>
        {/* A save remounts the form with the saved sheet (its key is updatedAt). */}
        <span className={styles.saved} role="status">
          {view.saved
            ? `Saved ${view.updatedAt?.slice(0, 16).replace('T', ' ')} UTC.`
            : 'Prefilled from the bill of materials, not saved yet.'}
        </span>
      </div>
    </form>
  );
}
