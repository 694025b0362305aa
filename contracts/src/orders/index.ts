// The orders contract (issue 23), one file per concern; `@threadline/contracts` re-exports it by name.
export { INCOTERMS, PAYMENT_TERMS, SHIPPING_MODES } from './terms';
export type { Incoterm, PaymentTerm, ShippingMode } from './terms';
export { ORDER_MILESTONES, ORDER_MILESTONE_LABELS, ORDER_STATUSES } from './milestones';
export type { OrderMilestoneKey, OrderStatus } from './milestones';
export {
  ORDER_LEAD_TIMES,
  SHIPPING_TRANSIT_DAYS,
  DEFAULT_SHIPPING_MODE,
  formatLeadTime,
  leadTimeOf,
} from './lead-times';
export type { LeadTime } from './lead-times';
export { parseOrderDay, addDays, daysBetween, dayOfDate } from './days';
export { planOrder } from './plan';
export { formatMinorUnits, lineTotalMinor, toMinorUnits } from './money';
export type { OrderPlanInput, OrderPlanPace, PlannedMilestone, OrderPlan } from './plan';
export { progressOf, actualDateRefusal } from './progress';
export {
  EXPECTED_REASON_MAX_LENGTH,
  earliestExpectedDate,
  expectedDateRefusal,
  minimumDurationOf,
} from './expected';
export type { ExpectedDateContext, MilestoneExpectedInput, TeamExpectedDate } from './expected';
export type {
  MilestoneRecord,
  MilestoneProgress,
  OrderProgress,
  MilestoneActualInput,
} from './progress';
export { orderPagePath, ORDER_REFERENCE_PATTERN, formatOrderReference } from './reference';
export { ORDER_EVENTS } from './events';
export type { OrderEventName } from './events';
export {
  OrderPlanMessages,
  OrderProgressMessages,
  OrderMessages,
  OrderHoldMessages,
  OrderExpectedMessages,
  SampleApprovalMessages,
  BuyerActionLabels,
} from './messages';
export { TEAM_NAME, SAMPLE_UNDO_WINDOW_MS, releasedBy, sampleUndoRefusal } from './sample-approval';
export type { SampleUndoContext } from './sample-approval';
export type { OrderFile, OrderActor } from './order-file';
export {
  SAMPLE_MILESTONES,
  SAMPLE_ROUND_PATTERN,
  isSampleMilestone,
  resampleDueDate,
  SAMPLE_DECISIONS,
  SAMPLE_TEXT_MAX_LENGTH,
  waitingOnBuyer,
} from './samples';
export type {
  SampleMilestoneKey,
  SampleDecisionKind,
  SampleDecision,
  SampleRoundStatus,
  SampleRound,
  SampleRoundInput,
  SampleDecisionInput,
  BuyerAction,
} from './samples';
export {
  INSPECTION_LEVELS,
  DEFAULT_INSPECTION_LEVEL,
  INSPECTION_AQLS,
  DEFECT_CLASSES,
  DEFECT_CLASS_LABELS,
  DEFAULT_AQLS,
  INSPECTION_LOT_MIN,
  INSPECTION_LOT_MAX,
  CODE_LETTERS,
  CODE_LETTER_SAMPLE_SIZES,
  codeLetterOf,
  tableCell,
  planForAql,
  inspectionPlanOf,
  judgeInspection,
} from './sampling';
export type {
  InspectionLevel,
  InspectionAql,
  DefectClass,
  SamplingPlan,
  InspectionPlanInput,
  InspectionPlan,
  InspectionVerdict,
} from './sampling';
export { AQL_LEVELS, INSPECTION_RESULTS } from './inspection';
export type {
  AqlLevel,
  InspectionResult,
  DefectCounts,
  InspectionInput,
  Inspection,
  OrderHold,
} from './inspection';
export {
  SHIPMENT_DOCUMENT_KINDS,
  SHIPMENT_DOCUMENT_LABELS,
  SHIPMENT_TEXT_MAX_LENGTH,
} from './shipment';
export type { ShipmentDocumentKind, ShipmentInput, ShipmentDocument, Shipment } from './shipment';
export type {
  OrderAcceptanceInput,
  OrderLine,
  OrderPreview,
  Order,
  OrderAcceptanceField,
  OrderFollowUp,
  OrderActivitySummary,
} from './order';
export {
  UPCOMING_MILESTONE_DAYS,
  compareUpcoming,
  upcomingMilestones,
  upcomingMilestonesOf,
} from './upcoming';
export type { UpcomingMilestone } from './upcoming';
export {
  validateOrderAcceptance,
  validateSampleRound,
  validateSampleDecision,
  INSPECTION_COUNT_MAX,
  validateInspection,
  validateShipment,
} from './validation';
export {
  ORDER_BOARD_STATUSES,
  ORDER_BOARD_STAGES,
  ORDER_BOARD_PAGE_SIZE,
  UPCOMING_PAGE_SIZE,
  isOrderBoardStage,
  isOnOrderBoard,
  orderBoardCardOf,
} from './board';
export type { OrderBoardCard, OrderBoardColumn, OrderBoardSummary } from './board';
