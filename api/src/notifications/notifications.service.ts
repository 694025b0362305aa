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

  /** After the change is stored: send now rather than at the next poll. */
  changeStored(): void {
    this.worker.kick();
  }
}
