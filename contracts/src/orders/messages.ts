/** What the orders feature says to people: errors, plan warnings, slip reasons, holds, actions. */

import { countOf } from '../plural';
import { QUOTE_ATTACHMENTS_MAX_FILES } from '../quote-limits';
import { ORDER_MILESTONES } from './milestones';
import { INSPECTION_AQLS, INSPECTION_LOT_MIN } from './sampling';
import { INCOTERMS, PAYMENT_TERMS, SHIPPING_MODES } from './terms';

export const OrderPlanMessages = {
  cannotMeetNeededBy: (neededBy: string, earliest: string) =>
    `The needed-by date ${neededBy} cannot be met: the earliest delivery is ${earliest}`,
  expedited: 'The needed-by date is met only if every step runs at its fastest',
} as const;

export const OrderProgressMessages = {
  slipDone: (label: string, actual: string, days: number) =>
    `${label} was completed on ${actual}, ${countOf(days, 'day')} after plan`,
  slipOverdue: (label: string, planned: string) =>
    `${label} was due on ${planned} and is not done yet`,
  slipExpected: (label: string, expected: string, reason: string) =>
    `${label} is now expected on ${expected}: ${reason}`,
  slipResample: (label: string, requestedOn: string, round: number) =>
    `Changes to the ${label.toLowerCase()} were requested on ${requestedOn}: round ${round} is being made`,
} as const;

export const OrderMessages = {
  orderNotFound: 'Order not found',
  quoteNotQuoted: 'Only a quoted request can be accepted',
  quoteNotAccepted: 'Only a quoted or won request can become an order',
  quoteAlreadyOrdered: 'This quote has already become an order',
  offerChanged: 'The quote has changed since you read it: review the price and quantity again',
  incotermInvalid: `Choose an Incoterm: ${INCOTERMS.join(', ')}`,
  paymentTermInvalid: `Choose a payment term: ${PAYMENT_TERMS.join(', ')}`,
  shippingModeInvalid: `Choose a shipping mode: ${SHIPPING_MODES.join(', ')}`,
  milestoneUnknown: 'Unknown milestone',
  actualDateInvalid: 'Enter the actual date as YYYY-MM-DD',
  actualDateInFuture: 'An actual date cannot be in the future',
  actualDateBeforeStart: 'An actual date cannot be before the order started',
  actualDateBeforePrevious: (label: string) => `An actual date cannot be before ${label}'s`,
  previousNotDone: (label: string) => `Record ${label} first`,
  bulkBeforePreProduction:
    'Bulk production cannot start before the pre-production sample is approved',
  laterAlreadyRecorded: (label: string) => `${label} is already recorded after this milestone`,
  orderClosed: 'This order is closed',
  quoteIdInvalid: 'Choose the quote to accept',
  quoteFilterInvalid: 'quoteId must be the id of a quote: 24 hexadecimal characters',
  stageInvalid: `Choose a stage of the board: ${ORDER_MILESTONES.join(', ')}`,
  unitPriceInvalid: 'Confirm the quoted unit price',
  quantityInvalid: 'Confirm the quoted quantity',
  sampleRecordedByApproval: (label: string) =>
    `${label} is recorded when the buyer approves a sample round`,
  sampleMilestoneUnknown: `Choose a sample milestone: ${['development_sample', 'pre_production_sample'].join(', ')}`,
  roundNotFound: 'Sample round not found',
  roundWaiting: (round: number) => `Round ${round} is still waiting for the buyer’s decision`,
  roundAlreadyDecided: (round: number) => `Round ${round} has already been decided`,
  roundNotLatest: 'Only the latest round can be decided',
  sampleAlreadyApproved: (label: string) => `The ${label.toLowerCase()} is already approved`,
  roundNeedsContent: 'Add photos, a PDF or measurements to the round',
  measurementsTooLong: `Measurements: at most ${2000} characters`,
  noteTooLong: `Note: at most ${2000} characters`,
  decisionInvalid: 'Choose approved or changes_requested',
  commentRequired: 'Say what should change',
  commentTooLong: `Comment: at most ${2000} characters`,
  filesInvalid:
    'Files must be uploaded first (POST /quotes/attachments) and sent as { id, uploadToken }',
  filesTooMany: `At most ${QUOTE_ATTACHMENTS_MAX_FILES} files`,
  lotSizeInvalid: `Enter the lot size: a whole number of pieces from ${INSPECTION_LOT_MIN} to 10,000,000`,
  inspectionLevelInvalid: 'Choose the inspection level: I, II or III',
  aqlsInvalid: `Each AQL (critical, major, minor) is one of ${INSPECTION_AQLS.join(', ')}`,
  defectsInvalid: 'Enter the defects found as whole numbers, 0 or more',
  inspectedOnInvalid: 'Enter the inspection date as YYYY-MM-DD, not in the future',
  onHold: 'The order is on hold until a re-inspection passes',
  carrierInvalid: 'Enter the carrier (at most 100 characters)',
  trackingInvalid: 'Enter the tracking number (at most 100 characters)',
  etdInvalid: 'Enter the ETD as YYYY-MM-DD',
  etaInvalid: 'Enter the ETA as YYYY-MM-DD, on or after the ETD',
  documentKindInvalid: 'A shipment document is a packing_list or a commercial_invoice',
  fileNotFound: 'File not found',
  inspectionNotFound: 'Inspection not found',
  orderChanged: 'The order changed meanwhile: reload it and try again',
  onlyBuyerDecides: 'Only the order’s buyer decides on a sample round',
  filesUnknown: 'Files must be uploaded with POST /quotes/attachments and used once',
} as const;

/** The team's expected date for an open milestone (`expected.ts`). */
export const OrderExpectedMessages = {
  done: (label: string) => `${label} is done: correct its actual date instead`,
  dateInvalid: 'Enter the expected date as YYYY-MM-DD',
  inPast: 'An expected date cannot be in the past',
  tooSoon: (label: string, earliest: string, previous?: string) =>
    `${label} cannot be expected before ${earliest}: it takes at least its fastest duration after ${previous ?? 'the order started'}`,
  reasonRequired: 'Say why the date moves',
  reasonTooLong: `Reason: at most ${500} characters`,
  /** Why delivery moved, in the buyer's email, when a milestone is recorded done. */
  doneOn: (label: string, actualDate: string, plannedDate: string) =>
    `${label} was done on ${actualDate} (planned for ${plannedDate})`,
} as const;

/** Approving a sample round, and taking the approval back (`sample-approval.ts`). */
export const SampleApprovalMessages = {
  confirmTitle: (round: number) => `Approve round ${round}?`,
  confirmText: (label: string, round: number, released: string) =>
    `Approving round ${round} completes the ${label.toLowerCase()} and releases ${released.toLowerCase()}: the factory starts on it.`,
  confirmButton: 'Yes, approve',
  approved: (round: number) => `Round ${round} approved`,
  undoText: (released: string) => `${released} is released. Undo if you tapped by mistake.`,
  undone: (round: number) => `Your approval of round ${round} was taken back`,
  nothingToUndo: (round: number) => `Round ${round} has no approval to undo`,
  onlyApprovals: 'Only an approval can be undone',
  laterStepStarted: (released: string) =>
    `${released} has already started from this approval: it can no longer be undone`,
  windowPassed: (round: number) =>
    `The approval of round ${round} can no longer be undone: the time to undo it has passed`,
} as const;

export const OrderHoldMessages = {
  failedInspection: (day: string) =>
    `The final inspection on ${day} failed: the order is on hold until a re-inspection passes`,
} as const;

export const BuyerActionLabels = {
  sampleDecision: (label: string) => `Approve the ${label.toLowerCase()}`,
} as const;
