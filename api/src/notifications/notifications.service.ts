import { Injectable } from '@nestjs/common';
import type { QuoteStatus } from '@threadline/contracts';
import { NotificationOutbox } from './notification-outbox';
import { NotificationWorker } from './notification-worker';

/**
 * What the domain services call: each method records an event's notifications (write-ahead,
 * before the change is stored) and wakes the worker. Keys are derived from the event, so the
 * same event recorded twice is still one email each.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly worker: NotificationWorker,
  ) {}

  /** Before a quote request is stored under `quoteId`. */
  async quoteRequested(quoteId: string): Promise<void> {
    await this.outbox.record([
      { key: `quote-received-team:${quoteId}`, kind: 'quote-received-team', subjectId: quoteId },
      {
        key: `quote-received-requester:${quoteId}`,
        kind: 'quote-received-requester',
        subjectId: quoteId,
      },
    ]);
  }

  /** Before step `step` of a request's history (a move to `status`) is stored. */
  async quoteMoved(quoteId: string, step: number, status: QuoteStatus): Promise<void> {
    await this.outbox.record([
      {
        key: `quote-status-changed:${quoteId}:${step}`,
        kind: 'quote-status-changed',
        subjectId: quoteId,
        payload: { step, status },
      },
    ]);
  }

  /** Before a public thread message is stored under `messageId` (internal notes send nothing). */
  async threadMessagePosted(messageId: string): Promise<void> {
    await this.outbox.record([
      { key: `thread-message:${messageId}`, kind: 'thread-message', subjectId: messageId },
    ]);
  }

  /** Before an inbox reply is stored under `replyId`: the sender gets it by email. */
  async contactReplied(replyId: string): Promise<void> {
    await this.outbox.record([
      { key: `contact-reply:${replyId}`, kind: 'contact-reply', subjectId: replyId },
    ]);
  }

  /** Before a contact message is stored under `contactId`. */
  async contactReceived(contactId: string): Promise<void> {
    await this.outbox.record([
      {
        key: `contact-received-team:${contactId}`,
        kind: 'contact-received-team',
        subjectId: contactId,
      },
    ]);
  }

  /** Before round `round` of an order's sample milestone is stored: the buyer is asked to decide. */
  async orderSampleRoundPosted(orderId: string, milestone: string, round: number): Promise<void> {
    await this.outbox.record([
      {
        key: `order-sample-waiting:${orderId}:${milestone}:${round}`,
        kind: 'order-sample-waiting',
        subjectId: orderId,
        payload: { milestone, round },
      },
    ]);
  }

  /** Before the buyer's decision on a round is stored: the team hears of it. */
  async orderSampleDecided(orderId: string, milestone: string, round: number): Promise<void> {
    await this.outbox.record([
      {
        key: `order-sample-decided:${orderId}:${milestone}:${round}`,
        kind: 'order-sample-decided',
        subjectId: orderId,
        payload: { milestone, round },
      },
    ]);
  }

  /**
   * Before the buyer's undo of an approval is stored: the team, told of the approval, hears it
   * was taken back (the key holds the approval's time: one email per approval undone).
   */
  async orderSampleApprovalUndone(
    orderId: string,
    milestone: string,
    round: number,
    decidedAt: string,
  ): Promise<void> {
    await this.outbox.record([
      {
        key: `order-sample-undone:${orderId}:${milestone}:${round}:${decidedAt}`,
        kind: 'order-sample-undone',
        subjectId: orderId,
        payload: { milestone, round, decidedAt },
      },
    ]);
  }

  /** Before an inspection report is stored under `inspectionId`: the buyer reads the result. */
  async orderInspected(orderId: string, inspectionId: string): Promise<void> {
    await this.outbox.record([
      {
        key: `order-inspection:${inspectionId}`,
        kind: 'order-inspection',
        subjectId: orderId,
        payload: { inspectionId },
      },
    ]);
  }

  /**
   * Before an accepted quote's order is stored under `orderId`: the team hears it won an order,
   * the buyer gets a confirmation (two keys, one email each, however often it is recorded).
   */
  async orderPlaced(orderId: string): Promise<void> {
    await this.outbox.record(
      (['team', 'buyer'] as const).map((audience) => ({
        key: `order-placed-${audience}:${orderId}`,
        kind: `order-placed-${audience}` as const,
        subjectId: orderId,
      })),
    );
  }

  /** Before the shipment milestone's date is stored: the buyer learns the goods left. */
  async orderShipped(orderId: string): Promise<void> {
    await this.outbox.record([
      { key: `order-shipped:${orderId}`, kind: 'order-shipped', subjectId: orderId },
    ]);
  }

  /**
   * Before a write that moves the forecast delivery is stored: the buyer hears the new date and
   * why. The key holds the move and the write's time, so each move is one email however often
   * it is recorded; the email waits until the milestone carries that time (`at`).
   */
  async orderDeliveryMoved(
    orderId: string,
    move: { milestone: string; from: string; to: string; reason: string; at: string },
  ): Promise<void> {
    await this.outbox.record([
      {
        key: `order-delivery-moved:${orderId}:${move.from}:${move.to}:${move.at}`,
        kind: 'order-delivery-moved',
        subjectId: orderId,
        payload: move,
      },
    ]);
  }

  /**
   * A milestone passed its planned date undone: once per milestone, one email to the buyer and
   * one to the team (two keys, so neither sees the other's address).
   */
  async orderMilestoneLate(
    orderId: string,
    late: { milestone: string; plannedDate: string; deliveryDate: string },
  ): Promise<void> {
    await this.outbox.record(
      (['buyer', 'team'] as const).map((audience) => ({
        key: `order-milestone-late:${orderId}:${late.milestone}:${audience}`,
        kind: 'order-milestone-late' as const,
        subjectId: orderId,
        payload: { ...late, audience },
      })),
    );
  }

  /**
   * A guest asked for a new link to request `quoteId`: at most one email an hour, whatever the
   * number of asks (the key holds the hour), sent to the request's own address.
   */
  async guestLinkRenewed(quoteId: string, now = Date.now()): Promise<void> {
    const hour = Math.floor(now / 3_600_000);
    await this.outbox.record([
      {
        key: `guest-link-renewed:${quoteId}:${hour}`,
        kind: 'guest-link-renewed',
        subjectId: quoteId,
      },
    ]);
    this.worker.kick();
  }

  /**
   * Before version `facts.version` of a request's offer is stored: the buyer reads the revised
   * offer (one email per version however often it is recorded).
   */
  async offerRevised(quoteId: string, facts: Record<string, string | number>): Promise<void> {
    await this.outbox.record([
      {
        key: `offer-revised:${quoteId}:v${facts.version}`,
        kind: 'offer-revised',
        subjectId: quoteId,
        payload: facts,
      },
    ]);
  }

  /** An offer version's date is 3 days away: once per version (OfferExpiryCheck). */
  async offerExpiring(quoteId: string, facts: Record<string, string | number>): Promise<void> {
    await this.outbox.record([
      {
        key: `offer-expiring:${quoteId}:v${facts.version}`,
        kind: 'offer-expiring',
        subjectId: quoteId,
        payload: facts,
      },
    ]);
  }

  /** After the change is stored: send now rather than at the next poll. */
  changeStored(): void {
    this.worker.kick();
  }
}
