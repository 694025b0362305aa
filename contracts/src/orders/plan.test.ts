import { ORDERING_TERMS } from '../ordering-terms';
import { addDays, daysBetween, parseOrderDay } from './days';
import { formatLeadTime, ORDER_LEAD_TIMES } from './lead-times';
import { ORDER_MILESTONES, type OrderMilestoneKey } from './milestones';
import { planOrder, type OrderPlan } from './plan';
import { formatOrderReference, ORDER_REFERENCE_PATTERN } from './reference';

const START = '2027-01-04';
const dateOf = (plan: OrderPlan, key: OrderMilestoneKey) =>
  plan.milestones.find((milestone) => milestone.key === key)?.plannedDate;

describe('the published lead times', () => {
  it('are the figures the public pages print', () => {
    expect(formatLeadTime(ORDER_LEAD_TIMES.development_sample)).toBe('7–14 days');
    expect(formatLeadTime(ORDER_LEAD_TIMES.pre_production_sample)).toBe('10–15 days');
    expect(ORDERING_TERMS.developmentSampleLeadTime).toBe('7–14 days');
    expect(ORDERING_TERMS.preProductionSampleLeadTime).toBe('10–15 days');
    expect(ORDERING_TERMS.bulkProductionLeadTime).toBe('45–75 days after pre-production approval');
  });
});

describe('day arithmetic', () => {
  it('adds days across a month and a leap day', () => {
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2027-02-27', 3)).toBe('2027-03-02');
    expect(daysBetween('2027-01-01', '2027-12-31')).toBe(364);
  });

  it.each(['2027-02-30', '27-01-01', '2027-1-01', ''])('refuses %p as a day', (day) => {
    expect(parseOrderDay(day)).toBeUndefined();
  });
});

describe('order references', () => {
  it('pads the sequence to four digits and grows past it', () => {
    expect(formatOrderReference(2026, 1)).toBe('O-2026-0001');
    expect(formatOrderReference(2026, 12345)).toBe('O-2026-12345');
    expect(ORDER_REFERENCE_PATTERN.test('O-2026-0001')).toBe(true);
    expect(ORDER_REFERENCE_PATTERN.test('Q-2026-0001')).toBe(false);
  });
});

describe('the plan at acceptance', () => {
  it('plans every step at the top of its range when the needed-by date allows', () => {
    const plan = planOrder({ startDate: START, neededBy: '2027-07-01', shippingMode: 'sea' });

    expect(plan.pace).toBe('standard');
    expect(plan.canMeetNeededBy).toBe(true);
    expect(plan.warning).toBeUndefined();
    expect(plan.milestones.map((milestone) => milestone.key)).toEqual([...ORDER_MILESTONES]);
    // 10 days of fabric, 14 of development, 15 of pre-production, 75 of bulk, 3, 4, 35 at sea.
    expect(dateOf(plan, 'fabric_approval')).toBe('2027-01-14');
    expect(dateOf(plan, 'development_sample')).toBe('2027-01-28');
    expect(dateOf(plan, 'pre_production_sample')).toBe('2027-02-12');
    expect(dateOf(plan, 'bulk_production')).toBe('2027-04-28');
    expect(dateOf(plan, 'final_inspection')).toBe('2027-05-01');
    expect(dateOf(plan, 'shipment')).toBe('2027-05-05');
    expect(dateOf(plan, 'delivered')).toBe('2027-06-09');
    expect(plan.deliveryDate).toBe('2027-06-09');
  });

  it('takes the accepted offer’s production lead time for bulk instead of the published range', () => {
    const plan = planOrder({
      startDate: START,
      neededBy: '2027-07-01',
      shippingMode: 'sea',
      bulkDays: 60,
    });
    // Pre-production on 2027-02-12, then the quoted 60 days rather than the range's 75.
    expect(dateOf(plan, 'bulk_production')).toBe('2027-04-13');
    expect(plan.deliveryDate).toBe('2027-05-25');
    // The fastest plan keeps the quoted figure too: it is this order's, not a range.
    const tight = planOrder({
      startDate: START,
      neededBy: '2027-04-01',
      shippingMode: 'sea',
      bulkDays: 60,
    });
    expect(tight.earliestDelivery).toBe(addDays(START, 5 + 7 + 10 + 60 + 2 + 2 + 25));
  });

  it('runs at the fastest figures when only they make the needed-by date', () => {
    // Fastest: 5 + 7 + 10 + 45 + 2 + 2 + 25 = 96 days → 2027-04-10.
    const plan = planOrder({ startDate: START, neededBy: '2027-04-20', shippingMode: 'sea' });

    expect(plan.pace).toBe('expedited');
    expect(plan.canMeetNeededBy).toBe(true);
    expect(plan.deliveryDate).toBe('2027-04-10');
    expect(dateOf(plan, 'bulk_production')).toBe('2027-03-12');
  });

  it('says before committing that a needed-by date cannot be met, and the earliest delivery', () => {
    const plan = planOrder({ startDate: START, neededBy: '2027-03-01', shippingMode: 'sea' });

    expect(plan.pace).toBe('infeasible');
    expect(plan.canMeetNeededBy).toBe(false);
    expect(plan.earliestDelivery).toBe('2027-04-10');
    expect(plan.deliveryDate).toBe('2027-04-10');
    expect(plan.warning).toBe(
      'The needed-by date 2027-03-01 cannot be met: the earliest delivery is 2027-04-10',
    );
  });

  it('meets by air a needed-by date that sea freight cannot', () => {
    const neededBy = '2027-03-25';
    expect(planOrder({ startDate: START, neededBy, shippingMode: 'sea' }).canMeetNeededBy).toBe(
      false,
    );
    const byAir = planOrder({ startDate: START, neededBy, shippingMode: 'air' });
    expect(byAir.canMeetNeededBy).toBe(true);
    expect(byAir.earliestDelivery).toBe('2027-03-21');
  });

  it('meets a needed-by date that is exactly the earliest delivery', () => {
    const plan = planOrder({ startDate: START, neededBy: '2027-04-10', shippingMode: 'sea' });
    expect(plan.canMeetNeededBy).toBe(true);
  });
});
