import { OfferMessages } from './messages';
import { orderPaymentsOf, paymentRefusals } from './order-payments';

const plan = [
  { key: 'bulk_production', plannedDate: '2027-02-01' },
  { key: 'shipment', plannedDate: '2027-03-10' },
];
const paid = (amountMinor: number) => ({
  amountMinor,
  date: '2026-12-05',
  reference: 'TT-1',
  recordedAt: '2026-12-05T10:00:00.000Z',
});

describe('orderPaymentsOf', () => {
  it('makes TT 30 % on acceptance and 70 % at shipment, dated from the plan', () => {
    const payments = orderPaymentsOf(459_000, 'TT', '2026-12-02', plan, []);
    expect(payments.instalments).toEqual([
      {
        label: '30 % deposit on acceptance',
        milestone: 'acceptance',
        shareBasisPoints: 3000,
        amountMinor: 137_700,
        dueDate: '2026-12-02',
        paidMinor: 0,
      },
      {
        label: '70 % against the B/L copy',
        milestone: 'shipment',
        shareBasisPoints: 7000,
        amountMinor: 321_300,
        dueDate: '2027-03-10',
        paidMinor: 0,
      },
    ]);
    expect(payments).toMatchObject({ paidMinor: 0, outstandingMinor: 459_000, depositPaid: false });
  });

  it('applies payments to the deposit first; the deposit is paid once covered', () => {
    const part = orderPaymentsOf(459_000, 'TT', '2026-12-02', plan, [paid(100_000)]);
    expect(part.instalments.map((i) => i.paidMinor)).toEqual([100_000, 0]);
    expect(part.depositPaid).toBe(false);
    const full = orderPaymentsOf(459_000, 'TT', '2026-12-02', plan, [paid(100_000), paid(40_000)]);
    expect(full.instalments.map((i) => i.paidMinor)).toEqual([137_700, 2_300]);
    expect(full).toMatchObject({ depositPaid: true, outstandingMinor: 319_000 });
  });

  it('has no deposit under an L/C: bulk production does not wait for money', () => {
    const lc = orderPaymentsOf(459_000, 'LC', '2026-12-02', plan, []);
    expect(lc.instalments).toHaveLength(1);
    expect(lc.instalments[0]).toMatchObject({ amountMinor: 459_000, dueDate: '2027-03-10' });
    expect(lc.depositPaid).toBe(true);
  });
});

describe('paymentRefusals', () => {
  it('takes an amount in cents, a day from the start to today and a reference', () => {
    expect(
      paymentRefusals(
        { amountMinor: 137_700, date: '2026-12-05', reference: 'TT-1' },
        '2026-12-02',
        '2026-12-05',
      ),
    ).toEqual([]);
  });

  it.each([
    [{ amountMinor: 0, date: '2026-12-05', reference: 'x' }, [OfferMessages.paymentAmountInvalid]],
    [
      { amountMinor: 10.5, date: '2026-12-05', reference: 'x' },
      [OfferMessages.paymentAmountInvalid],
    ],
    [{ amountMinor: 1, date: '2026-02-30', reference: 'x' }, [OfferMessages.paymentDateInvalid]],
    [
      { amountMinor: 1, date: '2026-12-06', reference: 'x' },
      [OfferMessages.paymentDateOutside('2026-12-02')],
    ],
    [
      { amountMinor: 1, date: '2026-12-01', reference: 'x' },
      [OfferMessages.paymentDateOutside('2026-12-02')],
    ],
    [
      { amountMinor: 1, date: '2026-12-05', reference: ' ' },
      [OfferMessages.paymentReferenceInvalid],
    ],
    [
      {},
      [
        OfferMessages.paymentAmountInvalid,
        OfferMessages.paymentDateInvalid,
        OfferMessages.paymentReferenceInvalid,
      ],
    ],
  ])('refuses %j with its rules', (input, refusals) => {
    expect(paymentRefusals(input, '2026-12-02', '2026-12-05')).toEqual(refusals);
  });
});
