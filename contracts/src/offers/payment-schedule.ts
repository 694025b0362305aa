/**
 * Payment terms as amounts due: each instalment a share of the total, tied to a milestone. Shares
 * are in basis points (3000 = 30 %) so they are exact; each share is rounded half up to the cent
 * except the balance, which takes what is left, so the instalments always sum to the total.
 */

import type { OrderMilestoneKey } from '../orders/milestones';
import type { PaymentTerm } from '../orders/terms';
import { OfferMessages } from './messages';
import { roundHalfUp } from './money';

/** When an instalment falls due: the acceptance, or a milestone of the plan. */
export type PaymentMilestone = 'acceptance' | OrderMilestoneKey;

export interface InstalmentTerm {
  label: string;
  /** Basis points of the total: 10,000 is 100 %. */
  shareBasisPoints: number;
  milestone: PaymentMilestone;
}

export interface PaymentScheduleTerms {
  instalments: InstalmentTerm[];
  /** The instalment that takes the rounding remainder (the balance). */
  remainderTo: number;
}

/**
 * The house's terms: TT is 30 % deposit on acceptance and the 70 % balance against the copy of
 * the bill of lading (due when the goods ship); LC is 100 % at sight of the letter of credit,
 * paid when the shipping documents are presented (at shipment).
 */
export const PAYMENT_SCHEDULES: Record<PaymentTerm, PaymentScheduleTerms> = {
  TT: {
    instalments: [
      { label: '30 % deposit on acceptance', shareBasisPoints: 3000, milestone: 'acceptance' },
      { label: '70 % against the B/L copy', shareBasisPoints: 7000, milestone: 'shipment' },
    ],
    remainderTo: 1,
  },
  LC: {
    instalments: [
      { label: '100 % at sight of L/C', shareBasisPoints: 10000, milestone: 'shipment' },
    ],
    remainderTo: 0,
  },
};

export interface Instalment extends InstalmentTerm {
  amountMinor: number;
}

/** The amounts due for a total in minor units; they sum to it exactly. */
export function paymentSchedule(totalMinor: number, terms: PaymentScheduleTerms): Instalment[] {
  const shares = terms.instalments.reduce((sum, part) => sum + part.shareBasisPoints, 0);
  if (shares !== 10000 || !terms.instalments[terms.remainderTo])
    throw new RangeError(OfferMessages.scheduleShares);
  const amounts = terms.instalments.map((part) =>
    roundHalfUp(BigInt(totalMinor) * BigInt(part.shareBasisPoints), 10000n),
  );
  const others = amounts.reduce(
    (sum, amount, index) => (index === terms.remainderTo ? sum : sum + amount),
    0,
  );
  amounts[terms.remainderTo] = totalMinor - others;
  return terms.instalments.map((part, index) => ({ ...part, amountMinor: amounts[index] }));
}

/** The day an instalment falls due: the order's start for acceptance, else the milestone's date. */
export function instalmentDueDate(
  milestone: PaymentMilestone,
  startDate: string,
  plan: ReadonlyArray<{ key: string; plannedDate: string }>,
): string | undefined {
  if (milestone === 'acceptance') return startDate;
  return plan.find((step) => step.key === milestone)?.plannedDate;
}
