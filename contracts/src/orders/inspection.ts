/** The final inspection: AQL reports to ISO 2859-1 and the hold a failed one puts on the order. */

import type { QuoteAttachmentRef } from '../quotes';
import type { OrderActor, OrderFile } from './order-file';
import type { DefectClass, InspectionAql, InspectionLevel, InspectionPlan } from './sampling';

/** The single AQL of reports recorded before the sampling plan (they are still shown). */
export const AQL_LEVELS = ['1.0', '1.5', '2.5', '4.0', '6.5'] as const;
export type AqlLevel = (typeof AQL_LEVELS)[number];
export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export interface DefectCounts {
  critical: number;
  major: number;
  minor: number;
}

/**
 * POST /orders/{id}/inspections (admin). The server computes the sampling plan and the result
 * from these; it takes neither from the client.
 */
export interface InspectionInput {
  lotSize: number;
  /** General inspection level; II when not given. */
  level?: InspectionLevel;
  /** Defaults: critical 0, major 2.5, minor 4.0. */
  aqls?: Partial<Record<DefectClass, InspectionAql>>;
  defects: DefectCounts;
  /** Defaults to today. */
  inspectedOn?: string;
  note?: string;
  files?: QuoteAttachmentRef[];
}

export interface Inspection {
  _id: string;
  /** The sampling plan (absent on reports recorded before it: they carry `aqlLevel`). */
  plan?: InspectionPlan;
  /** Why the result is what it is, one line per defect class. */
  reasons?: string[];
  /** Legacy reports only. */
  aqlLevel?: AqlLevel;
  /** The pieces drawn: the plan's sample size. */
  sampleSize: number;
  defects: DefectCounts;
  result: InspectionResult;
  inspectedOn: string;
  note?: string;
  files: OrderFile[];
  by: OrderActor;
}

/** Set while the order is `on_hold`: the failed inspection that put it there. */
export interface OrderHold {
  since: string;
  reason: string;
  inspectionId: string;
}
