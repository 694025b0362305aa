/** The final inspection: AQL reports and the hold a failed one puts on the order. */

import type { QuoteAttachmentRef } from '../quotes';
import type { OrderActor, OrderFile } from './order-file';

export const AQL_LEVELS = ['1.0', '1.5', '2.5', '4.0', '6.5'] as const;
export type AqlLevel = (typeof AQL_LEVELS)[number];
export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export interface DefectCounts {
  critical: number;
  major: number;
  minor: number;
}

/** POST /orders/{id}/inspections (admin). */
export interface InspectionInput {
  aqlLevel: AqlLevel;
  sampleSize: number;
  defects: DefectCounts;
  result: InspectionResult;
  /** Defaults to today. */
  inspectedOn?: string;
  note?: string;
  files?: QuoteAttachmentRef[];
}

export interface Inspection {
  _id: string;
  aqlLevel: AqlLevel;
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
