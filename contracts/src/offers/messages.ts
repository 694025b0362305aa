import { QUOTE_CURRENCIES, QUOTE_MAX_LEAD_TIME_DAYS } from '../quote-limits';
import { OFFER_REASON_MAX_LENGTH } from './offer-views';

/** What the costing, the price breaks, the MOQ and the payment schedule say when refused. */

export const OfferMessages = {
  amountInvalid: (field: string) => `${field}: a whole number of minor units (cents), 0 or more`,
  quantityInvalid: (field: string) => `${field}: a number 0 or more, at most 4 decimals`,
  percentInvalid: (field: string) => `${field}: a percentage from 0 to 100, at most 2 decimals`,
  nameInvalid: (field: string) => `${field}: a name of 1 to 100 characters`,
  incotermInvalid: 'Choose the Incoterm: FOB, CIF or DDP',
  currencyInvalid: `Currency must be one of ${QUOTE_CURRENCIES.join(', ')}`,
  tiersEmpty: 'Add at least one price break',
  tierInvalid: 'A price break is a minimum quantity (1 or more) and a unit price in minor units',
  tiersNotAscending: 'Price breaks go from the smallest quantity up, each quantity once',
  tiersPriceRises: 'A larger quantity cannot have a higher unit price than a smaller one',
  belowFirstTier: (quantity: number, first: number) =>
    `${quantity} pcs is under the first price break (${first} pcs)`,
  moqPerStyle: (style: string, quantity: number, moq: number) =>
    `MOQ per style: ${style} needs at least ${moq} pcs, ${quantity} ordered`,
  moqPerColourway: (style: string, colour: string, quantity: number, moq: number) =>
    `MOQ per colourway: ${style} in ${colour} needs at least ${moq} pcs, ${quantity} ordered`,
  scheduleUnknown: (term: string) => `No payment schedule for the term ${term}`,
  scheduleShares: 'The payment schedule’s shares must add up to 100 %',
  lineUnknown: (line: number, lines: number) =>
    `Line ${line}: the request has ${lines === 1 ? '1 line' : `${lines} lines`}`,
  offerLinesIncomplete: 'The offer has one entry for each line of the request, each line once',
  leadTimeInvalid: (field: string) =>
    `${field}: a whole number of days from 1 to ${QUOTE_MAX_LEAD_TIME_DAYS}`,
  moqInvalid: (field: string) => `${field}: a whole number of pieces, 0 or more`,
  validUntilInvalid: 'Valid until: a date (YYYY-MM-DD), today or later',
  offerNotFound: 'No offer has been sent for this request yet',
  offerNotSaved: 'Save the offer before sending it',
  offerAlreadySent: (date: string) =>
    `The offer was sent on ${date}: it cannot be changed or sent again`,
  offerExpired: (date: string) => `The offer expired on ${date}: ask the team for a new one`,
  offerNotSent: 'Send the offer before revising it',
  offerClosed: (status: string) =>
    `The request is ${status}: its offer can no longer be revised or answered`,
  revisionReasonInvalid: `Reason: say why the offer changed, 1 to ${OFFER_REASON_MAX_LENGTH} characters`,
  counterLinesInvalid:
    'Give a target unit price for one or more lines of the offer, each line once',
  targetPriceInvalid: (line: number) =>
    `Line ${line}: the target unit price is a whole number of minor units (cents), 1 or more`,
  counterNoteInvalid: `Note: at most ${OFFER_REASON_MAX_LENGTH} characters`,
  counterOfferExpired: (date: string) =>
    `The offer expired on ${date}: ask the team for a new one before answering it`,
  counterBuyerOnly: 'Only the buyer answers an offer with a counter-proposal',
  paymentAmountInvalid: 'Amount: a whole number of minor units (cents), 1 or more',
  paymentDateInvalid: 'Date received: a date (YYYY-MM-DD)',
  paymentDateOutside: (start: string) =>
    `Date received: from the order's start (${start}) to today`,
  paymentReferenceInvalid: 'Reference: the bank or L/C reference, 1 to 100 characters',
  paymentsNeedLines: 'Payments are recorded on an order accepted from an offer of lines',
  bulkBeforeDeposit: 'Bulk production waits for the deposit: record its payment first',
  offerChangedMeanwhile: 'The offer was revised meanwhile: reload it and try again',
} as const;
