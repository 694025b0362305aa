import {
  formatLeadTime,
  INCOTERMS,
  ORDER_LEAD_TIMES,
  PAYMENT_TERMS,
  SHIPPING_MODES,
} from './orders';

/** The ordering figures a buyer plans with: quantities, lead times, quality, sizes and terms. */
export interface OrderingTerms {
  samplingQuantity: string;
  bulkQuantity: string;
  developmentSampleLeadTime: string;
  preProductionSampleLeadTime: string;
  bulkProductionLeadTime: string;
  inspectionStandard: string;
  gradingTolerance: string;
  adultSizes: string;
  kidsSizes: string;
  paymentTerms: readonly string[];
  incoterms: readonly string[];
  shippingModes: readonly string[];
}

/**
 * The figures of SPEC.md section 9 (the lead times and terms read from orders/lead-times.ts, where the plan
 * calculator reads them too), in one record so every page and document that quotes them
 * (the public specifications block, the member's Order Guide PDF) agrees.
 */
export const ORDERING_TERMS: OrderingTerms = {
  samplingQuantity: '3–5 pcs per style',
  bulkQuantity: '300–1,000 pcs per colour/style',
  developmentSampleLeadTime: formatLeadTime(ORDER_LEAD_TIMES.development_sample),
  preProductionSampleLeadTime: formatLeadTime(ORDER_LEAD_TIMES.pre_production_sample),
  bulkProductionLeadTime: `${formatLeadTime(ORDER_LEAD_TIMES.bulk_production)} after pre-production approval`,
  inspectionStandard: 'AQL 2.5/4.0',
  gradingTolerance: '±0.5–1.0 cm',
  adultSizes: 'XS–XXXL',
  kidsSizes: '2–12',
  paymentTerms: PAYMENT_TERMS,
  incoterms: INCOTERMS,
  shippingModes: SHIPPING_MODES,
};
