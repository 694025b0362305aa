import type { QuoteCurrency } from '@threadline/contracts';
import type { FieldErrors } from '@threadline/contracts';
import type { CostingSheetInput } from '@threadline/contracts/offers';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import type { CostingDraft, FabricDraft, TrimDraft } from './costing-draft';
import styles from './offers.module.css';

const NEW_FABRIC: FabricDraft = { name: '', consumption: '0', price: '0.00', wastage: '0' };
const NEW_TRIM: TrimDraft = { name: '', quantity: '1', price: '0.00' };

/** The sheet's fabrics and trims, one row of fields each, as the BOM prefilled them. */
export function CostingPartsFields({
  line,
  currency,
  draft,
  onChange,
  errors,
}: {
  line: number;
  currency: QuoteCurrency;
  draft: CostingDraft;
  onChange: (update: (current: CostingDraft) => CostingDraft) => void;
  errors: FieldErrors<keyof CostingSheetInput>;
}) {
  const id = (part: string, index: number, field: string) =>
    `td-costing-${line}-${part}-${index}-${field}`;
  const setFabric = (index: number, change: Partial<FabricDraft>) =>
    onChange((current) => ({
      ...current,
      fabrics: current.fabrics.map((fabric, i) =>
        i === index ? { ...fabric, ...change } : fabric,
      ),
    }));
  const setTrim = (index: number, change: Partial<TrimDraft>) =>
    onChange((current) => ({
      ...current,
      trims: current.trims.map((trim, i) => (i === index ? { ...trim, ...change } : trim)),
    }));

  return (
    <>
      <fieldset className={styles.group}>
        <legend>Fabric: consumption × price × (1 + wastage)</legend>
        {draft.fabrics.map((fabric, index) => (
          <div key={index} className={styles.partRow}>
            <Field id={id('fabric', index, 'name')} label={`Fabric ${index + 1}`} look={fieldLook}>
              <input
                value={fabric.name}
                onChange={(event) => setFabric(index, { name: event.target.value })}
              />
            </Field>
            <Field id={id('fabric', index, 'consumption')} label="Per garment" look={fieldLook}>
              <input
                inputMode="decimal"
                value={fabric.consumption}
                onChange={(event) => setFabric(index, { consumption: event.target.value })}
              />
            </Field>
            <Field
              id={id('fabric', index, 'price')}
              label={`Price per unit (${currency})`}
              look={fieldLook}
            >
              <input
                inputMode="decimal"
                value={fabric.price}
                onChange={(event) => setFabric(index, { price: event.target.value })}
              />
            </Field>
            <Field id={id('fabric', index, 'wastage')} label="Wastage (%)" look={fieldLook}>
              <input
                inputMode="decimal"
                value={fabric.wastage}
                onChange={(event) => setFabric(index, { wastage: event.target.value })}
              />
            </Field>
            <button
              type="button"
              className={ui.buttonQuiet}
              onClick={() =>
                onChange((current) => ({
                  ...current,
                  fabrics: current.fabrics.filter((_fabric, i) => i !== index),
                }))
              }
            >
              Remove fabric {index + 1}
            </button>
          </div>
        ))}
        {errors.fabrics ? <p className={ui.errorText}>{errors.fabrics}</p> : null}
        <button
          type="button"
          className={ui.button}
          onClick={() =>
            onChange((current) => ({ ...current, fabrics: [...current.fabrics, NEW_FABRIC] }))
          }
        >
          Add a fabric
        </button>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Trims and accessories: quantity × price</legend>
        {draft.trims.map((trim, index) => (
          <div key={index} className={styles.partRow}>
            <Field id={id('trim', index, 'name')} label={`Trim ${index + 1}`} look={fieldLook}>
              <input
                value={trim.name}
                onChange={(event) => setTrim(index, { name: event.target.value })}
              />
            </Field>
            <Field id={id('trim', index, 'quantity')} label="Per garment" look={fieldLook}>
              <input
                inputMode="decimal"
                value={trim.quantity}
                onChange={(event) => setTrim(index, { quantity: event.target.value })}
              />
            </Field>
            <Field
              id={id('trim', index, 'price')}
              label={`Price each (${currency})`}
              look={fieldLook}
            >
              <input
                inputMode="decimal"
                value={trim.price}
                onChange={(event) => setTrim(index, { price: event.target.value })}
              />
            </Field>
            <button
              type="button"
              className={ui.buttonQuiet}
              onClick={() =>
                onChange((current) => ({
                  ...current,
                  trims: current.trims.filter((_trim, i) => i !== index),
                }))
              }
            >
              Remove trim {index + 1}
            </button>
          </div>
        ))}
        {errors.trims ? <p className={ui.errorText}>{errors.trims}</p> : null}
        <button
          type="button"
          className={ui.button}
          onClick={() =>
            onChange((current) => ({ ...current, trims: [...current.trims, NEW_TRIM] }))
          }
        >
          Add a trim
        </button>
      </fieldset>
    </>
  );
}
