import { addDays } from './days';
import { earliestExpectedDate, expectedDateRefusal, type TeamExpectedDate } from './expected';
import { OrderExpectedMessages } from './messages';
import type { OrderMilestoneKey } from './milestones';
import { planOrder } from './plan';
import { progressOf, type MilestoneRecord } from './progress';

// Standard pace from 2027-01-04: fabric 01-14, fit 01-28, pre-production 02-12, bulk 04-28,
// inspection 05-01, shipment 05-05, delivered 06-09 (sea).
const START = '2027-01-04';
const NEEDED_BY = '2027-07-01';
const plan = planOrder({ startDate: START, neededBy: NEEDED_BY, shippingMode: 'sea' });
const ON_PLAN = {
  fabric_approval: '2027-01-14',
  development_sample: '2027-01-28',
  pre_production_sample: '2027-02-12',
};
type Actual = Partial<Record<OrderMilestoneKey, string>>;
const recordsOf = (
  actual: Actual,
  expected: Partial<Record<OrderMilestoneKey, TeamExpectedDate>> = {},
): MilestoneRecord[] =>
  plan.milestones.map(({ key, plannedDate }) => ({
    key,
    plannedDate,
    actualDate: actual[key],
    expected: expected[key],
  }));
const datesOf = (records: MilestoneRecord[], today: string) => {
  const progress = progressOf(records, NEEDED_BY, 'sea', today);
  const at = (key: OrderMilestoneKey) =>
    progress.milestones.find((milestone) => milestone.key === key)?.expectedDate;
  return {
    bulk: at('bulk_production'),
    inspection: at('final_inspection'),
    delivered: progress.deliveryDate,
    slip: progress.deliverySlipDays,
    reason: progress.deliverySlipReason,
  };
};

describe("the team's expected date moves the later dates", () => {
  const reason = 'The dye house is a week behind';
  it.each([
    [
      'a delay the factory sees coming moves every later date by as much, and says why',
      ON_PLAN,
      { bulk_production: { date: '2027-05-08', reason } },
      '2027-03-01',
      {
        bulk: '2027-05-08',
        inspection: '2027-05-11',
        delivered: '2027-06-19',
        slip: 10,
        reason: `Bulk production is now expected on 2027-05-08: ${reason}`,
      },
    ],
    [
      'an early finish brings the later dates forward',
      ON_PLAN,
      { bulk_production: { date: '2027-04-10', reason: 'A second line is free' } },
      '2027-03-01',
      {
        bulk: '2027-04-10',
        inspection: '2027-04-13',
        delivered: '2027-05-22',
        slip: -18,
        reason: undefined,
      },
    ],
    [
      'a stored date under the minimum duration counts as the minimum (pre-production + 45 days)',
      ON_PLAN,
      { bulk_production: { date: '2027-03-01', reason } },
      '2027-02-20',
      {
        bulk: '2027-03-29',
        inspection: '2027-04-01',
        delivered: '2027-05-10',
        slip: -30,
        reason: undefined,
      },
    ],
    [
      'an earlier milestone done late afterwards pushes the team date back to its minimum',
      { ...ON_PLAN, pre_production_sample: '2027-02-22' },
      { bulk_production: { date: '2027-04-01', reason } },
      '2027-02-22',
      {
        bulk: '2027-04-08',
        inspection: '2027-04-11',
        delivered: '2027-05-20',
        slip: -20,
        reason: undefined,
      },
    ],
    [
      'a team date that has passed without the milestone being done is today',
      ON_PLAN,
      { bulk_production: { date: '2027-04-20', reason } },
      '2027-05-02',
      {
        bulk: '2027-05-02',
        inspection: '2027-05-05',
        delivered: '2027-06-13',
        slip: 4,
        reason: 'Bulk production was due on 2027-04-28 and is not done yet',
      },
    ],
    [
      'a done milestone keeps its actual date whatever the team expected',
      { ...ON_PLAN, bulk_production: '2027-04-28' },
      { bulk_production: { date: '2027-05-08', reason } },
      '2027-04-28',
      {
        bulk: '2027-04-28',
        inspection: '2027-05-01',
        delivered: '2027-06-09',
        slip: 0,
        reason: undefined,
      },
    ],
  ])('%s', (_case, actual: Actual, expected, today, dates) => {
    expect(datesOf(recordsOf(actual, expected), today)).toEqual(dates);
  });

  it('shows the reason on the open milestone and leaves it out once it is done', () => {
    const open = progressOf(
      recordsOf(ON_PLAN, { bulk_production: { date: '2027-05-08', reason } }),
      NEEDED_BY,
      'sea',
      '2027-03-01',
    );
    expect(open.milestones[3].expected).toEqual({ date: '2027-05-08', reason });
    const done = progressOf(
      recordsOf(
        { ...ON_PLAN, bulk_production: '2027-05-08' },
        { bulk_production: { date: '2027-05-08', reason } },
      ),
      NEEDED_BY,
      'sea',
      '2027-05-08',
    );
    expect(done.milestones[3].expected).toBeUndefined();
  });
});

describe('when the team may record an expected date', () => {
  const today = '2027-03-01';
  const context = (actual: Actual = ON_PLAN) => ({
    startDate: START,
    shippingMode: 'sea' as const,
    today,
    milestones: progressOf(recordsOf(actual), NEEDED_BY, 'sea', today).milestones,
  });
  it.each([
    ['a later date with a reason', 'bulk_production', '2027-05-08', 'Dye house', undefined],
    [
      'an earlier date, at the minimum duration',
      'bulk_production',
      '2027-03-29',
      'Free line',
      undefined,
    ],
    [
      'a date before the minimum duration',
      'bulk_production',
      '2027-03-28',
      'Free line',
      OrderExpectedMessages.tooSoon('Bulk production', '2027-03-29', 'Pre-production sample'),
    ],
    ['a day in the past', 'bulk_production', '2027-02-28', 'Late', OrderExpectedMessages.inPast],
    [
      'a day that is not real',
      'bulk_production',
      '2027-02-30',
      'Late',
      OrderExpectedMessages.dateInvalid,
    ],
    ['no reason', 'bulk_production', '2027-05-08', '   ', OrderExpectedMessages.reasonRequired],
    [
      'a reason over 500 characters',
      'bulk_production',
      '2027-05-08',
      'x'.repeat(501),
      OrderExpectedMessages.reasonTooLong,
    ],
    [
      'a milestone already done',
      'pre_production_sample',
      '2027-05-08',
      'Late',
      OrderExpectedMessages.done('Pre-production sample'),
    ],
    [
      'a later milestone, after the expected date of the one before',
      'delivered',
      addDays('2027-05-05', 24),
      'Port congestion',
      OrderExpectedMessages.tooSoon('Delivered', '2027-05-30', 'Shipment'),
    ],
  ] as const)('%s', (_case, key, expectedDate, reason, refusal) => {
    expect(expectedDateRefusal(context(), key, { expectedDate, reason })).toBe(refusal);
  });

  it('is never earlier than today for a milestone whose minimum has passed', () => {
    expect(
      earliestExpectedDate(context({ fabric_approval: '2027-01-14' }), 'development_sample'),
    ).toBe(today);
  });
});
