import { instalmentDueDate, PAYMENT_SCHEDULES, paymentSchedule } from './payment-schedule';

describe('payment schedules', () => {
  it.each<[number, number, number]>([
    [1_000_000, 300_000, 700_000],
    [1, 0, 1], // 0.3 cents rounds to 0: the balance takes the cent
    [2, 1, 1], // 0.6 → 1
    [5, 2, 3], // 1.5 → 2 (half up)
    [333_333, 100_000, 233_333], // 99,999.9 → 100,000
    [1_572_001, 471_600, 1_100_401], // 471,600.3
    [0, 0, 0],
  ])(
    'TT on %p cents: a %p deposit on acceptance, %p against the B/L copy',
    (total, deposit, balance) => {
      const schedule = paymentSchedule(total, PAYMENT_SCHEDULES.TT);
      expect(schedule.map((i) => [i.milestone, i.amountMinor])).toEqual([
        ['acceptance', deposit],
        ['shipment', balance],
      ]);
      expect(deposit + balance).toBe(total);
    },
  );

  it('LC is 100 % at sight of the letter of credit, at shipment', () => {
    expect(paymentSchedule(1_572_001, PAYMENT_SCHEDULES.LC)).toEqual([
      {
        label: '100 % at sight of L/C',
        shareBasisPoints: 10000,
        milestone: 'shipment',
        amountMinor: 1_572_001,
      },
    ]);
  });

  it('gives the remainder to the stated instalment, and always sums to the total', () => {
    const thirds = {
      instalments: [
        { label: 'a', shareBasisPoints: 3333, milestone: 'acceptance' as const },
        { label: 'b', shareBasisPoints: 3334, milestone: 'bulk_production' as const },
        { label: 'c', shareBasisPoints: 3333, milestone: 'shipment' as const },
      ],
      remainderTo: 0,
    };
    for (const total of [1, 10, 99, 100, 12_345, 99_999_999]) {
      const amounts = paymentSchedule(total, thirds).map((i) => i.amountMinor);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
    }
    // 100 cents: b is 33.34 → 33, c is 33.33 → 33, a takes the other 34.
    expect(paymentSchedule(100, thirds).map((i) => i.amountMinor)).toEqual([34, 33, 33]);
  });

  it('refuses shares that do not add up to 100 %', () => {
    expect(() =>
      paymentSchedule(100, {
        instalments: [{ label: 'x', shareBasisPoints: 9000, milestone: 'acceptance' }],
        remainderTo: 0,
      }),
    ).toThrow('The payment schedule’s shares must add up to 100 %');
  });

  it('dates each instalment from the plan: acceptance is the order’s start', () => {
    const plan = [
      { key: 'bulk_production', plannedDate: '2027-04-01' },
      { key: 'shipment', plannedDate: '2027-05-04' },
    ];
    expect(instalmentDueDate('acceptance', '2027-01-10', plan)).toBe('2027-01-10');
    expect(instalmentDueDate('shipment', '2027-01-10', plan)).toBe('2027-05-04');
    expect(instalmentDueDate('delivered', '2027-01-10', plan)).toBeUndefined();
  });
});
