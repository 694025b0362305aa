/** The trade terms a buyer confirms when accepting a quote, and how the goods travel. */

export const INCOTERMS = ['FOB', 'CIF', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const PAYMENT_TERMS = ['TT', 'LC'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

export const SHIPPING_MODES = ['sea', 'air', 'courier'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];
