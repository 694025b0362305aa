// The offers' rules: money, the costing sheet, price breaks and MOQ, the payment schedule.
export { roundHalfUp, toScaled, isMinorAmount } from './money';
export {
  QUANTITY_DECIMALS,
  PERCENT_DECIMALS,
  costSheet,
  fabricCostMinor,
  trimCostMinor,
  percentOfMinor,
} from './costing';
export type { FabricCost, TrimCost, CostingSheetInput, CostingBreakdown } from './costing';
export { COSTING_MAX_PARTS, validateCostingSheet } from './costing-validation';
export { priceBreaksRefusal, tierFor, moqRefusals, linePriceOf } from './price-breaks';
export type { PriceBreak, ColourwayQuantity, MinimumOrder } from './price-breaks';
export { PAYMENT_SCHEDULES, paymentSchedule, instalmentDueDate } from './payment-schedule';
export type {
  PaymentMilestone,
  InstalmentTerm,
  PaymentScheduleTerms,
  Instalment,
} from './payment-schedule';
export { OfferMessages } from './messages';
export { OFFER_REASON_MAX_LENGTH } from './offer-views';
export type {
  CostingSheetView,
  LineOfferInput,
  OfferInput,
  OfferLineView,
  OfferRevisionInput,
  OfferVersionView,
  OfferView,
} from './offer-views';
export { ANY_COLOUR, offeredLineOf } from './offered-line';
export type { OfferedLine } from './offered-line';
export { counterProposalRefusals } from './counter-proposal';
export type { CounterLineInput, CounterProposalInput } from './counter-proposal';
export { ALL_SIZES, orderLineOf, orderLinesOf } from './order-lines';
export type { LineTerms } from './order-lines';
export { PAYMENT_REFERENCE_MAX_LENGTH, orderPaymentsOf, paymentRefusals } from './order-payments';
export type { OrderInstalment, OrderPayment, OrderPayments, PaymentInput } from './order-payments';
