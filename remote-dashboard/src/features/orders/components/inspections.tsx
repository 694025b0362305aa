import { useState } from 'react';
import {
  getApiErrorMessage,
  piecesOf,
  type Inspection,
  type InspectionResult,
  type Order,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import ui from '../../../components/ui.module.css';
import { downloadInspectionReport } from '../api/download-inspection-report';
import { formatDay } from '../utils/order-format';
import { InspectionForm } from './inspection-form';
import { OrderFiles } from './order-files';
import { planSummary, SamplingPlanTable } from './sampling-plan-table';
import styles from './orders.module.css';

const RESULT_LABELS: Record<InspectionResult, string> = { pass: 'Passed', fail: 'Failed' };

/** Downloads the report PDF the API writes (the sampling plan, the defects, the result). */
function InspectionReportButton({ order, inspection }: { order: Order; inspection: Inspection }) {
  const api = useApi();
  const [error, setError] = useState<string>();
  const fileName = `${order.reference}-inspection-${inspection.inspectedOn}.pdf`;
  return (
    <p>
      <button
        type="button"
        className={ui.buttonQuiet}
        onClick={() =>
          void downloadInspectionReport(api, order._id, inspection._id, fileName).catch(
            (failure: unknown) =>
              setError(getApiErrorMessage(failure, 'The report could not be downloaded')),
          )
        }
      >
        Download the inspection report (PDF)
      </button>
      {error ? (
        <span role="alert" className={ui.errorText}>
          {' '}
          {error}
        </span>
      ) : null}
    </p>
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
          {inspection.plan ? (
            <>
              <p>{planSummary(inspection.plan)}</p>
              <SamplingPlanTable
                plan={inspection.plan}
                defects={inspection.defects}
                caption="Sampling plan and defects found"
              />
              <ul className={styles.list}>
                {(inspection.reasons ?? []).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              AQL {inspection.aqlLevel} · sample of {piecesOf(inspection.sampleSize)} · defects:{' '}
              {inspection.defects.critical} critical, {inspection.defects.major} major,{' '}
              {inspection.defects.minor} minor
            </p>
          )}
          {inspection.note ? <p className={styles.preWrap}>{inspection.note}</p> : null}
          <p className={styles.muted}>Recorded by {inspection.by.name}</p>
          <InspectionReportButton order={order} inspection={inspection} />
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
