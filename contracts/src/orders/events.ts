/**
 * What the notifications outbox will listen for (issue 23's list). The API emits these names
 * when the thing happens; nothing sends mail from here.
 */

export const ORDER_EVENTS = [
  'order.created',
  'order.milestone_recorded',
  'order.milestone_late',
  'order.sample_round_waiting',
  'order.sample_decided',
  'order.inspection_passed',
  'order.inspection_failed',
  'order.shipped',
] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];
