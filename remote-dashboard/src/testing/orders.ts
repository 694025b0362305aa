import {
  planOrder,
  progressOf,
  type MilestoneRecord,
  type Order,
  type OrderMilestoneKey,
  type TeamExpectedDate,
} from '@threadline/contracts';

/**
 * An order the way the API serves it, its progress computed by the contracts' own calculator:
 * started on `startDate`, with the given actual (and the team's expected) dates, read on `today`.
 */
export function buildOrder({
  id = 'order-1',
  reference = 'O-2026-0001',
  startDate = '2026-11-24',
  neededBy = '2027-04-30',
  today = startDate,
  actual = {},
  expected = {},
  status = 'in_progress',
  ...rest
}: Partial<Omit<Order, 'progress'>> & {
  id?: string;
  today?: string;
  actual?: Partial<Record<OrderMilestoneKey, string>>;
  /** The team's expected dates of open milestones, with their reasons. */
  expected?: Partial<Record<OrderMilestoneKey, TeamExpectedDate>>;
} = {}): Order {
  const plan = planOrder({ startDate, neededBy, shippingMode: 'sea' });
  const records: MilestoneRecord[] = plan.milestones.map((milestone) => ({
    key: milestone.key,
    plannedDate: milestone.plannedDate,
    actualDate: actual[milestone.key],
    expected: expected[milestone.key],
  }));
  return {
    _id: id,
    reference,
    quoteId: 'quote-1',
    quoteReference: 'Q-2026-0042',
    status,
    buyerName: 'Ana Brand',
    buyerEmail: 'ana@brand.co',
    company: 'Brand Co',
    categoryKey: 'shirts',
    quantity: 500,
    unitPrice: 6.25,
    currency: 'USD',
    incoterm: 'FOB',
    paymentTerm: 'TT',
    shippingMode: 'sea',
    startDate,
    neededBy,
    pace: plan.pace,
    progress: progressOf(records, neededBy, 'sea', today),
    samples: [],
    inspections: [],
    waitingOn: [],
    calendarPath: `/orders/${id}/calendar.ics?token=secret-token`,
    createdAt: `${startDate}T10:00:00.000Z`,
    updatedAt: `${startDate}T10:00:00.000Z`,
    ...rest,
  };
}
