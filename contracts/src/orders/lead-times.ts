/** The published lead times, once: the plan calculator and the public pages read them here. */

import type { OrderMilestoneKey } from './milestones';
import type { ShippingMode } from './terms';

/** A published range, in calendar days. */
export interface LeadTime {
  minDays: number;
  maxDays: number;
}

/**
 * The lead times, once. Each is the time a milestone takes after the previous one is done.
 * Samples and bulk are the figures the site publishes; the issue is silent on the others, so:
 * - fabric and lab-dip approval: 5–10 days (mill swatches and one lab-dip round);
 * - final inspection: 2–3 days (AQL 2.5/4.0 inspection and the report);
 * - shipment (ex-factory to departure, the ETD): 2–4 days (booking, loading, export papers);
 * - delivered: the transit time of the shipping mode (SHIPPING_TRANSIT_DAYS).
 */
export const ORDER_LEAD_TIMES: Record<Exclude<OrderMilestoneKey, 'delivered'>, LeadTime> = {
  fabric_approval: { minDays: 5, maxDays: 10 },
  development_sample: { minDays: 7, maxDays: 14 },
  pre_production_sample: { minDays: 10, maxDays: 15 },
  bulk_production: { minDays: 45, maxDays: 75 },
  final_inspection: { minDays: 2, maxDays: 3 },
  shipment: { minDays: 2, maxDays: 4 },
};

/** Door-to-door transit after departure, by mode (port to port plus clearance for sea). */
export const SHIPPING_TRANSIT_DAYS: Record<ShippingMode, LeadTime> = {
  sea: { minDays: 25, maxDays: 35 },
  air: { minDays: 5, maxDays: 7 },
  courier: { minDays: 3, maxDays: 5 },
};

export const DEFAULT_SHIPPING_MODE: ShippingMode = 'sea';

/** `7–14 days`: how the public pages print a range. */
export function formatLeadTime({ minDays, maxDays }: LeadTime): string {
  return `${minDays}–${maxDays} days`;
}

export function leadTimeOf(key: OrderMilestoneKey, mode: ShippingMode): LeadTime {
  return key === 'delivered' ? SHIPPING_TRANSIT_DAYS[mode] : ORDER_LEAD_TIMES[key];
}
