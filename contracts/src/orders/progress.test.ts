import { addDays } from './days';
import { OrderMessages } from './messages';
import type { OrderMilestoneKey } from './milestones';
import type { Order } from './order';
import { planOrder, type OrderPlan } from './plan';
import { actualDateRefusal, progressOf, type MilestoneRecord } from './progress';
import { upcomingMilestones } from './upcoming';

const START = '2027-01-04';
const dateOf = (plan: OrderPlan, key: OrderMilestoneKey) =>
  plan.milestones.find((milestone) => milestone.key === key)?.plannedDate;
const recordsOf = (plan: OrderPlan, actual: Partial<Record<OrderMilestoneKey, string>> = {}) =>
  plan.milestones.map((milestone): MilestoneRecord => ({
    key: milestone.key,
    plannedDate: milestone.plannedDate,
    actualDate: actual[milestone.key],
  }));

describe('progress against the plan', () => {
  const neededBy = '2027-07-01';
  const plan = planOrder({ startDate: START, neededBy, shippingMode: 'sea' });

  it('is on plan with nothing late while every date is ahead', () => {
    const progress = progressOf(recordsOf(plan), neededBy, 'sea', START);

    expect(progress.stage).toBe('fabric_approval');
    expect(progress.deliveryDate).toBe('2027-06-09');
    expect(progress.deliverySlipDays).toBe(0);
    expect(progress.deliverySlipReason).toBeUndefined();
    expect(progress.late).toBe(false);
    expect(progress.atRisk).toBe(false);
  });

  it('moves every later date when an earlier milestone slips, and says why', () => {
    const actual = {
      fabric_approval: '2027-01-14',
      development_sample: '2027-01-28',
      pre_production_sample: '2027-02-22', // 10 days after its planned 2027-02-12
    };
    const progress = progressOf(recordsOf(plan, actual), neededBy, 'sea', '2027-02-22');
    const expected = Object.fromEntries(
      progress.milestones.map((milestone) => [milestone.key, milestone.expectedDate]),
    );

    expect(expected.bulk_production).toBe('2027-05-08');
    expect(expected.final_inspection).toBe('2027-05-11');
    expect(expected.delivered).toBe('2027-06-19');
    expect(progress.deliveryDate).toBe('2027-06-19');
    expect(progress.deliverySlipDays).toBe(10);
    expect(progress.deliverySlipReason).toBe(
      'Pre-production sample was completed on 2027-02-22, 10 days after plan',
    );
    expect(progress.stage).toBe('bulk_production');
    // The baseline stays what was promised.
    expect(progress.milestones[3].plannedDate).toBe('2027-04-28');
  });

  it('brings every later date forward when a milestone finishes early', () => {
    // Fabric approval planned on 2027-01-14, done 4 days early.
    const progress = progressOf(
      recordsOf(plan, { fabric_approval: '2027-01-10' }),
      neededBy,
      'sea',
      '2027-01-10',
    );
    expect(progress.milestones[1].expectedDate).toBe(addDays(plan.milestones[1].plannedDate, -4));
    expect(progress.deliveryDate).toBe('2027-06-05');
    expect(progress.deliverySlipDays).toBe(-4);
    expect(progress.deliverySlipReason).toBeUndefined();
  });

  it('brings bulk forward by a pre-production sample approved 21 days early, never before its durations', () => {
    const actual = {
      fabric_approval: dateOf(plan, 'fabric_approval'),
      development_sample: dateOf(plan, 'development_sample'),
      pre_production_sample: addDays(dateOf(plan, 'pre_production_sample') as string, -21),
    };
    const today = actual.pre_production_sample;
    const progress = progressOf(recordsOf(plan, actual), neededBy, 'sea', today);
    const bulk = progress.milestones[3];
    expect(bulk.expectedDate).toBe(addDays(dateOf(plan, 'bulk_production') as string, -21));
    // Bulk still takes its whole planned duration after the approval, at least the fastest 45.
    expect(bulk.expectedDate).toBe(addDays(today, 75));
    expect(progress.deliveryDate).toBe(addDays(plan.deliveryDate, -21));
  });

  it('never expects an open milestone in the past, however early the one before it was done', () => {
    const progress = progressOf(
      recordsOf(plan, { fabric_approval: '2027-01-05' }),
      neededBy,
      'sea',
      '2027-02-20',
    );
    expect(progress.milestones[1].expectedDate).toBe('2027-02-20');
  });

  it('flags a milestone past its planned date as late and moves the forecast with today', () => {
    const progress = progressOf(recordsOf(plan), neededBy, 'sea', '2027-01-20');
    const fabric = progress.milestones[0];

    expect(fabric.late).toBe(true);
    expect(fabric.expectedDate).toBe('2027-01-20');
    expect(progress.late).toBe(true);
    expect(progress.deliveryDate).toBe('2027-06-15');
    expect(progress.deliverySlipReason).toBe(
      'Fabric and lab-dip approval was due on 2027-01-14 and is not done yet',
    );
    expect(progress.milestones[1].late).toBe(false);
  });

  it('flags a milestone at risk once its slack is gone, before it is late', () => {
    // Fastest after bulk: 2 + 2 + 25 = 29 days, so bulk must end by 2027-06-02 for 2027-07-01.
    const tight = planOrder({ startDate: START, neededBy: '2027-06-15', shippingMode: 'sea' });
    const actual = {
      fabric_approval: '2027-01-14',
      development_sample: '2027-01-28',
      pre_production_sample: '2027-03-15',
    };
    const progress = progressOf(recordsOf(tight, actual), '2027-06-15', 'sea', '2027-03-15');
    const bulk = progress.milestones[3];

    expect(bulk.late).toBe(false);
    expect(bulk.expectedDate).toBe('2027-05-29');
    expect(bulk.slackDays).toBe(-12);
    expect(bulk.atRisk).toBe(true);
    expect(progress.atRisk).toBe(true);
    expect(progress.milestones[2].atRisk).toBe(false);
  });

  it('keeps bulk blocked until the pre-production sample is approved', () => {
    const waiting = progressOf(
      recordsOf(plan, { fabric_approval: '2027-01-14', development_sample: '2027-01-28' }),
      neededBy,
      'sea',
      '2027-02-01',
    );
    expect(waiting.milestones[2].blocked).toBe(false);
    expect(waiting.milestones[3].blocked).toBe(true);

    const approved = progressOf(
      recordsOf(plan, {
        fabric_approval: '2027-01-14',
        development_sample: '2027-01-28',
        pre_production_sample: '2027-02-10',
      }),
      neededBy,
      'sea',
      '2027-02-10',
    );
    expect(approved.milestones[3].blocked).toBe(false);
  });

  it('is delivered once every milestone is done', () => {
    const done = Object.fromEntries(
      plan.milestones.map((milestone) => [milestone.key, milestone.plannedDate]),
    );
    const progress = progressOf(recordsOf(plan, done), neededBy, 'sea', '2027-06-09');
    expect(progress.stage).toBe('delivered');
    expect(progress.late || progress.atRisk).toBe(false);
  });
});

describe('recording an actual date', () => {
  const plan = planOrder({ startDate: START, neededBy: '2027-07-01', shippingMode: 'sea' });
  const today = '2027-03-01';

  it('refuses bulk production before the pre-production sample is approved', () => {
    const records = recordsOf(plan, {
      fabric_approval: '2027-01-14',
      development_sample: '2027-01-28',
    });
    expect(actualDateRefusal(records, START, 'bulk_production', '2027-02-20', today)).toBe(
      'Bulk production cannot start before the pre-production sample is approved',
    );
  });

  it('accepts the next milestone in order, a sample through the buyer’s approval only', () => {
    const records = recordsOf(plan, { fabric_approval: '2027-01-14' });
    expect(
      actualDateRefusal(records, START, 'development_sample', '2027-01-30', today, 'approval'),
    ).toBeUndefined();
    expect(actualDateRefusal(records, START, 'development_sample', '2027-01-30', today)).toBe(
      'Development (fit) sample is recorded when the buyer approves a sample round',
    );
  });

  it.each([
    ['2027-13-01', OrderMessages.actualDateInvalid],
    ['2027-03-02', OrderMessages.actualDateInFuture],
    ['2027-01-01', OrderMessages.actualDateBeforeStart],
  ])('refuses %p', (day, message) => {
    expect(actualDateRefusal(recordsOf(plan), START, 'fabric_approval', day, today)).toBe(message);
  });

  it('refuses a date before the previous milestone’s, and skipping a milestone', () => {
    const records = recordsOf(plan, { fabric_approval: '2027-01-14' });
    expect(
      actualDateRefusal(records, START, 'development_sample', '2027-01-13', today, 'approval'),
    ).toBe("An actual date cannot be before Fabric and lab-dip approval's");
    expect(actualDateRefusal(records, START, 'final_inspection', '2027-02-01', today)).toBe(
      'Record Bulk production first',
    );
  });

  it('refuses to change a date once the next milestone is recorded', () => {
    const records = recordsOf(plan, {
      fabric_approval: '2027-01-14',
      development_sample: '2027-01-28',
    });
    expect(actualDateRefusal(records, START, 'fabric_approval', '2027-01-12', today)).toBe(
      'Development (fit) sample is already recorded after this milestone',
    );
  });
});

describe('the upcoming-milestones view', () => {
  const plan = planOrder({ startDate: START, neededBy: '2027-07-01', shippingMode: 'sea' });
  const orderOf = (reference: string, today: string, actual = {}) =>
    ({
      _id: reference,
      reference,
      buyerName: 'Ana',
      progress: progressOf(recordsOf(plan, actual), '2027-07-01', 'sea', today),
    }) as Order;

  it('lists what is due in the next 14 days, overdue included, soonest first', () => {
    const today = '2027-01-20';
    const upcoming = upcomingMilestones(
      [
        orderOf('O-2027-0002', today, { fabric_approval: '2027-01-14' }),
        orderOf('O-2027-0001', today),
      ],
      today,
    );

    expect(
      upcoming.map(({ reference, key, expectedDate, late }) => [
        reference,
        key,
        expectedDate,
        late,
      ]),
    ).toEqual([
      ['O-2027-0001', 'fabric_approval', '2027-01-20', true],
      ['O-2027-0002', 'development_sample', '2027-01-28', false],
      // Fabric's slip moved development to 2027-02-03, the last day of the window.
      ['O-2027-0001', 'development_sample', '2027-02-03', false],
    ]);
  });
});

describe('sample rounds in the plan', () => {
  const plan = planOrder({ startDate: START, neededBy: '2027-07-01', shippingMode: 'sea' });
  const ppPlanned = dateOf(plan, 'pre_production_sample') as string;

  it('moves the pre-production sample and every later date when changes are requested', () => {
    const records = recordsOf(plan, {
      fabric_approval: dateOf(plan, 'fabric_approval'),
      development_sample: dateOf(plan, 'development_sample'),
    });
    // The buyer asks for changes on the planned day: round 2 takes the fastest 10 days.
    const withResample = records.map((record) =>
      record.key === 'pre_production_sample'
        ? { ...record, resample: { requestedOn: ppPlanned, round: 2 } }
        : record,
    );
    const progress = progressOf(withResample, '2027-07-01', 'sea', ppPlanned);

    const expected = (key: OrderMilestoneKey) =>
      progress.milestones.find((milestone) => milestone.key === key)?.expectedDate;
    expect(expected('pre_production_sample')).toBe(addDays(ppPlanned, 10));
    expect(expected('bulk_production')).toBe(
      addDays(dateOf(plan, 'bulk_production') as string, 10),
    );
    expect(progress.deliveryDate).toBe(addDays(plan.deliveryDate, 10));
    expect(progress.deliverySlipReason).toBe(
      `Changes to the pre-production sample were requested on ${ppPlanned}: round 2 is being made`,
    );
  });

  it('moves every later date by a new round even when changes are asked ahead of the plan', () => {
    const records = recordsOf(plan, { fabric_approval: dateOf(plan, 'fabric_approval') });
    // Round 1 of the development sample sent back 5 days before its planned date.
    const devPlanned = dateOf(plan, 'development_sample') as string;
    const withResample = records.map((record) =>
      record.key === 'development_sample'
        ? { ...record, resample: { requestedOn: addDays(devPlanned, -5), round: 2 } }
        : record,
    );
    const progress = progressOf(withResample, '2027-07-01', 'sea', addDays(devPlanned, -5));
    // The new round takes the fastest 7 days, from the day it was expected.
    expect(progress.milestones[1].expectedDate).toBe(addDays(devPlanned, 7));
    expect(progress.deliveryDate).toBe(addDays(plan.deliveryDate, 7));
  });

  it('keeps bulk blocked until the pre-production approval is recorded', () => {
    const records = recordsOf(plan, {
      fabric_approval: '2027-01-14',
      development_sample: '2027-01-28',
    });
    expect(actualDateRefusal(records, START, 'bulk_production', '2027-02-20', '2027-03-01')).toBe(
      OrderMessages.bulkBeforePreProduction,
    );
    const approved = recordsOf(plan, {
      fabric_approval: '2027-01-14',
      development_sample: '2027-01-28',
      pre_production_sample: '2027-02-10',
    });
    expect(
      actualDateRefusal(approved, START, 'bulk_production', '2027-02-28', '2027-03-01'),
    ).toBeUndefined();
    expect(
      progressOf(records, '2027-07-01', 'sea', '2027-02-01').milestones.find(
        (milestone) => milestone.key === 'bulk_production',
      )?.blocked,
    ).toBe(true);
  });
});
