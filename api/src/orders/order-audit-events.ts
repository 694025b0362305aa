import { countOf, type AuditChange } from '@threadline/contracts';
import { auditValue, exportTarget } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';
import type {
  OrderData,
  StoredInspection,
  StoredOrderFile,
  StoredShipment,
} from './schemas/order.schema';

/** Every audit entry of an order names it by its reference. */
const targetOf = (order: Pick<OrderData, '_id' | 'reference'>) => ({
  type: 'order' as const,
  id: order._id.toHexString(),
  label: order.reference,
});

/** GET /orders/export.csv: the whole board, no filters. */
export function orderExportEvent(): AuditEvent {
  return { action: 'orders.exported', target: exportTarget('orders', {}) };
}

/** A sample round posted: its number and how many files came with it. */
export function sampleRoundPostedEvent(
  order: OrderData,
  milestone: string,
  round: number,
  files: readonly StoredOrderFile[],
): AuditEvent {
  return {
    action: 'order.sample_round_posted',
    target: targetOf(order),
    changes: [
      { field: `samples.${milestone}`, to: `round ${round}` },
      ...(files.length ? [{ field: 'files', to: String(files.length) }] : []),
    ],
  };
}

/** The buyer's decision on a round; an approval also records the milestone's date. */
export function sampleDecidedEvent(
  order: OrderData,
  milestone: string,
  round: number,
  decision: { decision: string; comment?: string },
  approvedOn: string | undefined,
): AuditEvent {
  return {
    action: 'order.sample_decided',
    target: targetOf(order),
    changes: [
      { field: `samples.${milestone}.round${round}`, from: 'waiting', to: decision.decision },
      ...(decision.comment ? [{ field: 'comment', to: auditValue(decision.comment) }] : []),
      ...(approvedOn ? [{ field: `milestones.${milestone}`, to: approvedOn }] : []),
    ],
  };
}

/** How an inspection reads in the audit trail: its plan, its defects and its result. */
export function inspectionSummary(report: StoredInspection): string {
  const { critical, major, minor } = report.defects;
  const plan = report.plan
    ? `lot ${report.plan.lotSize}, level ${report.plan.level}, code ${report.plan.codeLetter}, ` +
      `AQL ${report.plan.classes.critical.aql}/${report.plan.classes.major.aql}/${report.plan.classes.minor.aql}`
    : `AQL ${report.aqlLevel ?? '?'}`;
  return `${report.inspectedOn}: ${plan}, ${countOf(report.sampleSize, 'piece')}, defects ${critical}/${major}/${minor}: ${report.result}`;
}

/**
 * An inspection report: the one before it (a re-inspection's from) and the new one, their
 * reasons, and the status it moves the order to.
 */
export function inspectionRecordedEvent(
  order: OrderData,
  report: StoredInspection,
  statusAfter: OrderData['status'],
): AuditEvent {
  const previous = order.inspections?.at(-1);
  const { critical, major, minor } = report.defects;
  return {
    action: 'order.inspection_recorded',
    target: targetOf(order),
    changes: [
      {
        field: 'inspection',
        ...(previous ? { from: inspectionSummary(previous) } : {}),
        to: inspectionSummary(report),
      },
      { field: 'defects', to: `critical ${critical}, major ${major}, minor ${minor}` },
      ...(report.reasons?.length ? [{ field: 'reason', to: report.reasons.join('; ') }] : []),
      ...(order.status !== statusAfter
        ? [{ field: 'status', from: order.status, to: statusAfter }]
        : []),
    ],
  };
}

const SHIPMENT_FIELDS = ['mode', 'incoterm', 'carrier', 'trackingNumber', 'etd', 'eta'] as const;

/** The shipment's fields that changed, before → after, and each document sent. */
export function shipmentUpdatedEvent(
  order: OrderData,
  after: Pick<StoredShipment, (typeof SHIPMENT_FIELDS)[number]>,
  sent: readonly { kind: string; file: Pick<StoredOrderFile, 'fileName'> }[],
): AuditEvent {
  const before = order.shipment;
  const changes: AuditChange[] = SHIPMENT_FIELDS.flatMap((field) =>
    before?.[field] === after[field]
      ? []
      : [
          {
            field: `shipment.${field}`,
            from: auditValue(before?.[field]),
            to: auditValue(after[field]),
          },
        ],
  );
  for (const document of sent)
    changes.push({
      field: `shipment.${document.kind}`,
      from: undefined,
      to: document.file.fileName,
    });
  return { action: 'order.shipment_updated', target: targetOf(order), changes };
}

/** The team's expected date for an open milestone: the date before and after, and why. */
export function milestoneExpectedEvent(
  order: OrderData,
  milestone: string,
  before: { date: string } | undefined,
  after: { date: string; reason: string },
): AuditEvent {
  return {
    action: 'order.milestone_expected',
    target: targetOf(order),
    changes: [
      before
        ? { field: `milestones.${milestone}.expected`, from: before.date, to: after.date }
        : { field: `milestones.${milestone}.expected`, to: after.date },
      { field: 'reason', to: auditValue(after.reason) },
    ],
  };
}

/** The buyer took back an approval: the round waits again and the milestone is open. */
export function sampleApprovalUndoneEvent(
  order: OrderData,
  milestone: string,
  round: number,
  approvedOn: string | undefined,
): AuditEvent {
  return {
    action: 'order.sample_approval_undone',
    target: targetOf(order),
    changes: [
      { field: `samples.${milestone}.round${round}`, from: 'approved', to: 'waiting' },
      ...(approvedOn ? [{ field: `milestones.${milestone}`, from: approvedOn }] : []),
    ],
  };
}
