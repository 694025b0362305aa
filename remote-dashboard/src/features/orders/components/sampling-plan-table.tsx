import {
  DEFECT_CLASS_LABELS,
  DEFECT_CLASSES,
  type DefectClass,
  type InspectionPlan,
} from '@threadline/contracts/orders';
import ui from '../../../components/ui.module.css';
import styles from './orders.module.css';

const ARROW_NOTES = { down: 'the table points down', up: 'the table points up' } as const;

/** An inspection's ISO 2859-1 plan by defect class, with the defects found when known. */
export function SamplingPlanTable({
  plan,
  defects,
  caption,
}: {
  plan: InspectionPlan;
  defects?: Partial<Record<DefectClass, number>>;
  caption: string;
}) {
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${ui.stackedTable}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">AQL</th>
            <th scope="col">Sample</th>
            <th scope="col">Accept</th>
            <th scope="col">Reject</th>
            {defects ? <th scope="col">Found</th> : null}
          </tr>
        </thead>
        <tbody>
          {DEFECT_CLASSES.map((defectClass) => {
            const classPlan = plan.classes[defectClass];
            return (
              <tr key={defectClass}>
                <th scope="row" data-label="Class">
                  {DEFECT_CLASS_LABELS[defectClass]}
                </th>
                <td data-label="AQL">{classPlan.aql}</td>
                <td data-label="Sample">
                  {classPlan.sampleSize} pcs (code {classPlan.codeLetter}
                  {classPlan.arrow ? `, ${ARROW_NOTES[classPlan.arrow]}` : ''})
                </td>
                <td data-label="Accept">{classPlan.accept}</td>
                <td data-label="Reject">{classPlan.reject}</td>
                {defects ? <td data-label="Found">{defects[defectClass] ?? '–'}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** "Lot of 3200 pcs at General II: code K, 125 pcs to inspect". */
export const planSummary = (plan: InspectionPlan) =>
  `Lot of ${plan.lotSize} pcs at General ${plan.level}: code ${plan.codeLetter}, ` +
  (plan.wholeLot
    ? `every piece (${plan.sampleSize}) to inspect`
    : `${plan.sampleSize} pcs to inspect`);
