import {
  dayOfDate,
  isSampleMilestone,
  ORDER_MILESTONE_LABELS,
  progressOf,
  SHIPMENT_DOCUMENT_LABELS,
  TEAM_NAME,
  waitingOnBuyer,
  type Inspection,
  type MilestoneRecord,
  type Order,
  type OrderActor,
  type OrderFile,
  type OrderLine,
  type OrderProgress,
  type SampleRound,
  type Shipment,
} from '@threadline/contracts';
import type {
  OrderData,
  StoredActor,
  StoredInspection,
  StoredOrderFile,
  StoredOrderLine,
  StoredSampleRound,
  StoredShipment,
} from './schemas/order.schema';
import { paymentsOf } from './order-payments';

const fileView =
  (orderId: string) =>
  (file: StoredOrderFile): OrderFile => {
    const id = String(file.id);
    return {
      id,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      path: `/orders/${orderId}/files/${id}`,
    };
  };

/** A name stored before rounds named people (an admin's email) reads as the team's. */
const actorView = (actor: StoredActor): OrderActor => ({
  name: actor.role === 'admin' && actor.name.includes('@') ? TEAM_NAME : actor.name,
  email: actor.email,
  role: actor.role,
  at: new Date(actor.at).toISOString(),
});

export function sampleRoundView(orderId: string, round: StoredSampleRound): SampleRound {
  const files = fileView(orderId);
  return {
    milestone: round.milestone,
    label: ORDER_MILESTONE_LABELS[round.milestone],
    round: round.round,
    // `?? undefined`: a text left out was stored as null (the driver writes undefined so); the
    // answer leaves it out, as its schema says.
    measurements: round.measurements ?? undefined,
    note: round.note ?? undefined,
    files: round.files.map(files),
    postedBy: actorView(round.postedBy),
    status: round.decision?.decision ?? 'waiting',
    decision: round.decision && {
      decision: round.decision.decision,
      comment: round.decision.comment ?? undefined,
      files: round.decision.files.map(files),
      by: actorView(round.decision.by),
    },
  };
}

function inspectionView(orderId: string, inspection: StoredInspection): Inspection {
  return {
    _id: String(inspection._id),
    ...(inspection.plan ? { plan: inspection.plan, reasons: inspection.reasons ?? [] } : {}),
    ...(inspection.aqlLevel ? { aqlLevel: inspection.aqlLevel } : {}),
    sampleSize: inspection.sampleSize,
    defects: inspection.defects,
    result: inspection.result,
    inspectedOn: inspection.inspectedOn,
    note: inspection.note ?? undefined,
    files: inspection.files.map(fileView(orderId)),
    by: actorView(inspection.by),
  };
}

/** A line as stored, copied field by field. */
function orderLineView(line: StoredOrderLine): OrderLine {
  return {
    line: line.line,
    type: line.type,
    label: line.label,
    ...(line.type === 'style'
      ? { styleId: line.styleId, versionId: line.versionId, version: line.version }
      : {}),
    colourways: [...line.colourways],
    sizes: [...line.sizes],
    quantities: line.rows.map((row) => [...row.pieces]),
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    totalMinor: line.totalMinor,
  };
}

function shipmentView(orderId: string, shipment: StoredShipment): Shipment {
  return {
    mode: shipment.mode,
    incoterm: shipment.incoterm,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    etd: shipment.etd,
    eta: shipment.eta,
    documents: shipment.documents.map(({ kind, file }) => ({
      kind,
      label: SHIPMENT_DOCUMENT_LABELS[kind],
      file: fileView(orderId)(file),
    })),
    by: actorView(shipment.by),
  };
}

/** The latest round of a sample milestone, if any. */
export function latestRound(
  rounds: readonly StoredSampleRound[] | undefined,
  milestone: string,
): StoredSampleRound | undefined {
  return (rounds ?? [])
    .filter((round) => round.milestone === milestone)
    .reduce<StoredSampleRound | undefined>(
      (last, round) => (!last || round.round > last.round ? round : last),
      undefined,
    );
}

/**
 * The stored milestones as the plan code reads them: a sample milestone whose latest round was
 * sent back carries the request's day, so its new round (and every later date) moves; an open
 * milestone carries the team's expected date.
 */
export function milestoneRecordsOf(record: OrderData): MilestoneRecord[] {
  return record.milestones.map(({ key, plannedDate, actualDate, expected }) => {
    const base: MilestoneRecord = {
      key,
      plannedDate,
      actualDate: actualDate ?? undefined,
      ...(expected && !actualDate
        ? { expected: { date: expected.date, reason: expected.reason } }
        : {}),
    };
    if (!isSampleMilestone(key) || base.actualDate) return base;
    const latest = latestRound(record.samples, key);
    return latest?.decision?.decision === 'changes_requested'
      ? {
          ...base,
          resample: {
            requestedOn: dayOfDate(new Date(latest.decision.by.at)),
            round: latest.round + 1,
          },
        }
      : base;
  });
}

/** An order as its buyer and the admins see it, with its progress as of `today`. */
export function orderViewOf(record: OrderData, today: string = dayOfDate(new Date())): Order {
  const id = record._id.toHexString();
  const samples = [...(record.samples ?? [])]
    .sort(
      (a, b) =>
        Number(a.milestone !== 'development_sample') -
          Number(b.milestone !== 'development_sample') || a.round - b.round,
    )
    .map((round) => sampleRoundView(id, round));
  return {
    _id: id,
    reference: record.reference,
    quoteId: record.quoteId.toHexString(),
    quoteReference: record.quoteReference,
    status: record.status,
    buyerName: record.buyerName,
    buyerEmail: record.buyerEmail,
    company: record.company,
    categoryKey: record.categoryKey,
    quantity: record.quantity,
    unitPrice: record.unitPrice,
    currency: record.currency,
    incoterm: record.incoterm,
    paymentTerm: record.paymentTerm,
    shippingMode: record.shippingMode,
    startDate: record.startDate,
    neededBy: record.neededBy,
    pace: record.pace,
    progress: progressOf(milestoneRecordsOf(record), record.neededBy, record.shippingMode, today),
    ...(record.lines
      ? {
          lines: record.lines.map(orderLineView),
          totalMinor: record.totalMinor ?? 0,
          payments: paymentsOf(record),
        }
      : {}),
    calendarPath: `/orders/${id}/calendar.ics?token=${record.calendarToken}`,
    samples,
    inspections: [...(record.inspections ?? [])]
      .reverse()
      .map((inspection) => inspectionView(id, inspection)),
    hold: record.hold && {
      since: record.hold.since,
      reason: record.hold.reason,
      inspectionId: String(record.hold.inspectionId),
    },
    shipment: record.shipment && shipmentView(id, record.shipment),
    waitingOn: waitingOnBuyer(samples),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * Days (YYYY-MM-DD) and references (O-YYYY-NNNN) are ASCII codes of one shape: compared by code
 * point they sort as localeCompare does, at a fraction of its cost (the copy re-sorts 10,000 rows
 * after each change), and as MongoDB's index sorts them.
 */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The board's groups: 0 late, 1 at risk, 2 on track. */
export const boardRankOf = (progress: Pick<OrderProgress, 'late' | 'atRisk'>): number =>
  progress.late ? 0 : progress.atRisk ? 1 : 2;

/**
 * The board's order: late orders first, then those at risk, then by forecast delivery, so
 * what needs chasing is at the top.
 */
export function boardOrder(a: Order, b: Order): number {
  const rank = (order: Order) => boardRankOf(order.progress);
  return (
    rank(a) - rank(b) ||
    compareCodes(a.progress.deliveryDate, b.progress.deliveryDate) ||
    compareCodes(a.reference, b.reference)
  );
}
