import { countOf } from '@threadline/contracts';
import type {
  Incoterm,
  MilestoneProgress,
  OrderStatus,
  PaymentTerm,
  ShippingMode,
} from '@threadline/contracts';

/** `2027-02-12` → `12 Feb 2027`, read as a calendar day (UTC), never shifted by the zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
}

export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export const INCOTERM_LABELS: Record<Incoterm, string> = {
  FOB: 'FOB: free on board',
  CIF: 'CIF: cost, insurance and freight',
  DDP: 'DDP: delivered duty paid',
};

export const PAYMENT_TERM_LABELS: Record<PaymentTerm, string> = {
  TT: 'TT: telegraphic transfer',
  LC: 'LC: letter of credit',
};

export const SHIPPING_MODE_LABELS: Record<ShippingMode, string> = {
  sea: 'Sea',
  air: 'Air',
  courier: 'Courier',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  in_progress: 'In progress',
  on_hold: 'On hold',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** One word for where a milestone stands, as the timeline and the board print it. */
export function milestoneState(milestone: MilestoneProgress): string {
  if (milestone.done) return 'Done';
  if (milestone.late) return 'Late';
  if (milestone.atRisk) return 'At risk';
  if (milestone.blocked) return 'Waiting';
  return 'On track';
}

const days = (count: number) => countOf(count, 'day');

/** How far a forecast is from its baseline, e.g. `3 days later than planned`. */
export function formatSlip(plannedDate: string, expectedDate: string): string | undefined {
  const slip = Math.round(
    (Date.parse(`${expectedDate}T00:00:00Z`) - Date.parse(`${plannedDate}T00:00:00Z`)) / 86_400_000,
  );
  if (slip > 0) return `${days(slip)} later than planned`;
  if (slip < 0) return `${days(-slip)} earlier than planned`;
  return undefined;
}
