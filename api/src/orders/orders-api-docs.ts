import { OfferMessages } from '@threadline/contracts/offers';
// The OpenAPI description of the orders routes, beside the controller so that it reads as routes:
// one composition per route, named after the controller's method.
import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
} from '@nestjs/swagger';
import {
  ApiMessages,
  MAX_PAGE_LIMIT,
  ORDER_BOARD_PAGE_SIZE,
  ORDER_MILESTONES,
  OrderExpectedMessages,
  OrderMessages,
  SAMPLE_UNDO_WINDOW_MS,
  SampleApprovalMessages,
  QuoteMessages,
  TOTAL_COUNT_HEADER,
  UPCOMING_PAGE_SIZE,
} from '@threadline/contracts';
import {
  ORDER_ACTIVITY_SCHEMA,
  ORDER_BOARD_CARDS_SCHEMA,
  ORDER_BOARD_SUMMARY_SCHEMA,
  ORDER_LIST_SCHEMA,
  ORDER_PREVIEW_SCHEMA,
  ORDER_SCHEMA,
  UPCOMING_LIST_SCHEMA,
} from './order-api-schemas';

export const ordersApiDocs = {
  preview: applyDecorators(
    ApiOkResponse({
      description:
        'The plan the order would get, nothing stored; `plan.warning` when the needed-by date cannot be met.',
      schema: ORDER_PREVIEW_SCHEMA,
    }),
    ApiBadRequestResponse({ description: 'The field messages of the acceptance form.' }),
    ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also someone else’s).` }),
    ApiConflictResponse({
      description: `${OrderMessages.quoteNotQuoted}; ${OrderMessages.offerChanged}`,
    }),
  ),
  accept: applyDecorators(
    ApiCreatedResponse({
      description:
        'The buyer accepts their quoted request, or an admin converts a quoted or won one.',
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({ description: 'The field messages of the acceptance form.' }),
    ApiNotFoundResponse({ description: `${QuoteMessages.quoteNotFound} (also someone else’s).` }),
    ApiConflictResponse({
      description: `${OrderMessages.quoteAlreadyOrdered}; ${OrderMessages.quoteNotQuoted}; ${OrderMessages.offerChanged}`,
    }),
  ),
  list: applyDecorators(
    ApiOkResponse({
      description: `The Orders board (admins): late first, then at risk, then by delivery. Every order, or one page of them with \`page\` and \`limit\`; the number of orders is in ${TOTAL_COUNT_HEADER}. With \`quoteId\`, only the order made from that quote (0 or 1), for an admin or for the quote's buyer; someone else's quote gives an empty list, as a quote with no order does.`,
      schema: ORDER_LIST_SCHEMA,
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'Every order on the board, or the orders made from the quote asked for.',
          schema: { type: 'integer' },
        },
      },
    }),
    ApiBadRequestResponse({
      description: `A page or limit out of range; ${OrderMessages.quoteFilterInvalid}.`,
    }),
    ApiForbiddenResponse({
      description: `${ApiMessages.adminOnly}: without \`quoteId\` the list is the admins' board.`,
    }),
  ),
  upcoming: applyDecorators(
    ApiOkResponse({
      description: `One page (${UPCOMING_PAGE_SIZE} rows unless \`limit\` says otherwise, at most ${MAX_PAGE_LIMIT}) of the milestones not done and expected in the next 14 days (overdue ones too), soonest first; how many there are in all is in ${TOTAL_COUNT_HEADER}.`,
      schema: UPCOMING_LIST_SCHEMA,
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'Every milestone in the view.',
          schema: { type: 'integer' },
        },
      },
    }),
    ApiBadRequestResponse({
      description: `${ApiMessages.pageInvalid}; ${ApiMessages.limitInvalid}`,
    }),
  ),
  boardSummary: applyDecorators(
    ApiOkResponse({
      description:
        'The Orders board’s columns: for each stage (in the order the work happens), how many open orders (in progress or on hold) are at it, and how many of them are late and at risk. The cards are GET /orders/board/{stage}.',
      schema: ORDER_BOARD_SUMMARY_SCHEMA,
    }),
  ),
  boardColumn: applyDecorators(
    ApiParam({ name: 'stage', enum: ORDER_MILESTONES }),
    ApiOkResponse({
      description: `One page (${ORDER_BOARD_PAGE_SIZE} cards unless \`limit\` says otherwise, at most ${MAX_PAGE_LIMIT}) of a stage’s open orders as the board’s cards: late first, then at risk, then by forecast delivery. How many open orders are at the stage is in ${TOTAL_COUNT_HEADER}.`,
      schema: ORDER_BOARD_CARDS_SCHEMA,
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'Every open order at the stage.',
          schema: { type: 'integer' },
        },
      },
    }),
    ApiBadRequestResponse({
      description: `${OrderMessages.stageInvalid}; ${ApiMessages.pageInvalid}; ${ApiMessages.limitInvalid}`,
    }),
  ),
  mine: applyDecorators(
    ApiOkResponse({
      description: 'The caller’s own orders, newest first.',
      schema: ORDER_LIST_SCHEMA,
    }),
  ),
  mySummary: applyDecorators(
    ApiOkResponse({
      description:
        'Profile’s activity card: the caller’s active (in progress or on hold) and delivered orders.',
      schema: ORDER_ACTIVITY_SCHEMA,
    }),
  ),
  findOne: applyDecorators(
    ApiOkResponse({ description: 'One order with its plan and progress.', schema: ORDER_SCHEMA }),
    ApiNotFoundResponse({ description: `${OrderMessages.orderNotFound} (also someone else’s).` }),
  ),
  calendar: applyDecorators(
    ApiOkResponse({
      description: 'The milestones as an RFC 5545 calendar, on their expected dates.',
      content: { 'text/calendar': { schema: { type: 'string' } } },
    }),
    ApiNotFoundResponse({
      description: `${OrderMessages.orderNotFound} (also for a wrong token).`,
    }),
  ),
  recordMilestone: applyDecorators(
    ApiOkResponse({
      description: 'The order, its later dates moved by any slip.',
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({
      description: `${OrderMessages.actualDateInvalid}; ${OrderMessages.actualDateInFuture}; ${OrderMessages.milestoneUnknown}`,
    }),
    ApiNotFoundResponse({ description: OrderMessages.orderNotFound }),
    ApiConflictResponse({
      description: `${OrderMessages.bulkBeforePreProduction}; ${OfferMessages.bulkBeforeDeposit}; ${OrderMessages.orderClosed}`,
    }),
  ),
  undoApproval: applyDecorators(
    ApiOkResponse({
      description: `The buyer takes back their approval of the round, within ${SAMPLE_UNDO_WINDOW_MS / 1000} s of it: the round waits again and the milestone is open. Audited; the team is emailed.`,
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({ description: OrderMessages.sampleMilestoneUnknown }),
    ApiForbiddenResponse({ description: OrderMessages.onlyBuyerDecides }),
    ApiNotFoundResponse({
      description: `${OrderMessages.orderNotFound}; ${OrderMessages.roundNotFound}`,
    }),
    ApiConflictResponse({
      description: `${SampleApprovalMessages.windowPassed(2)}; ${SampleApprovalMessages.laterStepStarted('Bulk production')}; ${SampleApprovalMessages.onlyApprovals}; ${SampleApprovalMessages.nothingToUndo(2)}; ${OrderMessages.orderClosed}; ${OrderMessages.orderChanged}`,
    }),
  ),
  setExpected: applyDecorators(
    ApiOkResponse({
      description:
        'The order, the milestone carrying the team’s expected date and reason, and every later date following it. A move of the forecast delivery is emailed to the buyer.',
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({
      description: `${OrderExpectedMessages.dateInvalid}; ${OrderExpectedMessages.inPast}; ${OrderExpectedMessages.tooSoon('Bulk production', '2027-03-29', 'Pre-production sample')}; ${OrderExpectedMessages.reasonRequired}; ${OrderExpectedMessages.reasonTooLong}; ${OrderMessages.milestoneUnknown}`,
    }),
    ApiNotFoundResponse({ description: OrderMessages.orderNotFound }),
    ApiConflictResponse({
      description: `${OrderExpectedMessages.done('Bulk production')}; ${OrderMessages.orderClosed}; ${OrderMessages.orderChanged}`,
    }),
  ),
  postRound: applyDecorators(
    ApiCreatedResponse({
      description: 'The order with the new round, now waiting on the buyer.',
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({
      description: `${OrderMessages.sampleMilestoneUnknown}; ${OrderMessages.roundNeedsContent}; ${OrderMessages.filesUnknown}`,
    }),
    ApiNotFoundResponse({ description: OrderMessages.orderNotFound }),
    ApiConflictResponse({
      description: `${OrderMessages.roundWaiting(1)}; Record … first; ${OrderMessages.orderChanged}`,
    }),
  ),
  decide: applyDecorators(
    ApiOkResponse({
      description:
        'The order with the decision; an approval records the milestone, a changes request moves the later dates.',
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({
      description: `${OrderMessages.decisionInvalid}; ${OrderMessages.commentRequired}`,
    }),
    ApiForbiddenResponse({ description: OrderMessages.onlyBuyerDecides }),
    ApiNotFoundResponse({
      description: `${OrderMessages.orderNotFound} (also someone else’s); ${OrderMessages.roundNotFound}`,
    }),
    ApiConflictResponse({
      description: `${OrderMessages.roundAlreadyDecided(1)}; ${OrderMessages.roundNotLatest}`,
    }),
  ),
  recordInspection: applyDecorators(
    ApiCreatedResponse({
      description: 'The order with the report; a failed one puts it on hold, a pass releases it.',
      schema: ORDER_SCHEMA,
    }),
    ApiBadRequestResponse({ description: 'The report’s field messages.' }),
    ApiNotFoundResponse({ description: OrderMessages.orderNotFound }),
    ApiConflictResponse({
      description: `${OrderMessages.orderClosed}; ${OrderMessages.orderChanged}`,
    }),
  ),
  inspectionReport: applyDecorators(
    ApiOkResponse({
      description:
        'The inspection report as a PDF: the ISO 2859-1 sampling plan, the defects by class and the result.',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiBadRequestResponse({ description: 'A malformed order or inspection id.' }),
    ApiNotFoundResponse({
      description: `${OrderMessages.orderNotFound} (also someone else’s); ${OrderMessages.inspectionNotFound}`,
    }),
  ),
  putShipment: applyDecorators(
    ApiOkResponse({ description: 'The order with its shipment.', schema: ORDER_SCHEMA }),
    ApiBadRequestResponse({ description: 'The shipment’s field messages.' }),
    ApiNotFoundResponse({ description: OrderMessages.orderNotFound }),
    ApiConflictResponse({
      description: `${OrderMessages.orderClosed}; ${OrderMessages.orderChanged}`,
    }),
  ),
  downloadFile: applyDecorators(
    ApiOkResponse({
      description:
        'A file of the order (sample photos, reports, shipping documents), as a download.',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    }),
    ApiNotFoundResponse({
      description: `${OrderMessages.orderNotFound}; ${OrderMessages.fileNotFound}`,
    }),
  ),
};
