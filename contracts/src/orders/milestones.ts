/** The time-and-action milestones and the order's state. */

/** The time-and-action calendar, in the order the work happens. */
export const ORDER_MILESTONES = [
  'fabric_approval',
  'development_sample',
  'pre_production_sample',
  'bulk_production',
  'final_inspection',
  'shipment',
  'delivered',
] as const;
export type OrderMilestoneKey = (typeof ORDER_MILESTONES)[number];

export const ORDER_MILESTONE_LABELS: Record<OrderMilestoneKey, string> = {
  fabric_approval: 'Fabric and lab-dip approval',
  development_sample: 'Development (fit) sample',
  pre_production_sample: 'Pre-production sample',
  bulk_production: 'Bulk production',
  final_inspection: 'Final inspection',
  shipment: 'Shipment',
  delivered: 'Delivered',
};

/**
 * An order's state. Its stage (where the work is) is the first milestone not done yet;
 * `on_hold` is set by a failed inspection until a re-inspection passes.
 */
export const ORDER_STATUSES = ['in_progress', 'on_hold', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
