import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import {
  GUEST_THREAD_PATH,
  hrefs,
  ORDER_MILESTONE_LABELS,
  orderPagePath,
  type OrderMilestoneKey,
  type QuoteStatus,
} from '@threadline/contracts';
import type { OrderRecordForMail } from './order-record';
import { AppConfig } from '../config/app.config';
import { signGuestToken } from './guest-token';
import type { OutgoingMail } from './mail-transport';
import type { PendingNotification } from './notification-event';
import { NotificationPreferences } from './notification-preferences';
import {
  contactReceivedTeamEmail,
  contactReplyEmail,
  type ContactForEmail,
} from './templates/contact-emails';
import {
  inspectionEmail,
  milestoneLateEmail,
  sampleDecidedEmail,
  sampleRoundWaitingEmail,
  shippedEmail,
} from './templates/order-emails';
import {
  guestLinkRenewedEmail,
  quoteReceivedRequesterEmail,
  quoteReceivedTeamEmail,
  quoteStatusEmail,
  threadMessageEmail,
  type QuoteForEmail,
  type SubjectedEmail,
} from './templates/quote-emails';

/** What to do with a notification now. */
export type Composed =
  | { send: OutgoingMail }
  /** The record it announces is not there (yet): the change may still be on its way. */
  | { wait: string }
  /** Nobody to send it to: recorded as done, with the reason. */
  | { skip: string };

type QuoteRecord = QuoteForEmail & {
  _id: Types.ObjectId;
  ownerUid?: string;
  history: { status: QuoteStatus; at: Date; event?: string }[];
};
type ContactRecord = ContactForEmail & { _id: Types.ObjectId };
interface ThreadMessageRecord {
  _id: Types.ObjectId;
  quoteId: string;
  side: 'buyer' | 'team';
  authorName: string;
  internal: boolean;
  text: string;
}

/** Builds each notification's email from the records as they are when it is sent. */
@Injectable()
export class NotificationComposer {
  constructor(
    private readonly config: AppConfig,
    private readonly preferences: NotificationPreferences,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private collection<T extends object>(name: string) {
    if (!this.connection.db) throw new Error('The database connection is not open');
    return this.connection.db.collection<T>(name);
  }

  private link(path: string, query?: Record<string, string>): string {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${this.config.mail.appUrl}${path}${search}`;
  }

  /** The sales address, else every admin's. */
  private async teamAddresses(): Promise<string[]> {
    if (this.config.mail.salesEmail) return [this.config.mail.salesEmail];
    const admins = await this.collection<{ email: string; role: string }>('users')
      .find({ role: 'admin' }, { projection: { email: 1, role: 1 } })
      .toArray();
    return admins.map((admin) => admin.email).filter(Boolean);
  }

  private mail(
    notification: PendingNotification,
    to: string[],
    email: SubjectedEmail,
    extra: Partial<OutgoingMail> = {},
  ): Composed {
    const domain = /@([^>\s]+)/.exec(this.config.mail.from)?.[1] ?? 'threadline.local';
    const digest = Buffer.from(notification._id).toString('base64url');
    return {
      send: {
        to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${digest}@${domain}>`,
        ...extra,
        headers: { 'X-Threadline-Event': notification.kind, ...extra.headers },
      },
    };
  }

  async compose(notification: PendingNotification): Promise<Composed> {
    if (!Types.ObjectId.isValid(notification.subjectId)) return { skip: 'not a record id' };
    const id = new Types.ObjectId(notification.subjectId);
    switch (notification.kind) {
      case 'quote-received-team':
      case 'quote-received-requester':
      case 'quote-status-changed':
      case 'guest-link-renewed': {
        const quote = await this.collection<QuoteRecord>('quotes').findOne({ _id: id });
        if (!quote) return { wait: 'the quote request is not stored' };
        return this.composeQuote(notification, quote);
      }
      case 'thread-message': {
        const message = await this.collection<ThreadMessageRecord>('quoteThreadMessages').findOne({
          _id: id,
        });
        if (!message) return { wait: 'the thread message is not stored' };
        // Internal notes are never recorded for sending; this holds should one ever be.
        if (message.internal) return { skip: 'an internal note' };
        const quote = await this.collection<QuoteRecord>('quotes').findOne({
          _id: new Types.ObjectId(message.quoteId),
        });
        if (!quote) return { skip: 'the quote request is gone' };
        return this.composeThreadMessage(notification, quote, message);
      }
      case 'contact-reply': {
        const reply = await this.collection<{
          _id: Types.ObjectId;
          contactId: string;
          text: string;
        }>('contactReplies').findOne({ _id: id });
        if (!reply) return { wait: 'the reply is not stored' };
        const contact = await this.collection<ContactRecord>('contacts').findOne({
          _id: new Types.ObjectId(reply.contactId),
        });
        if (!contact) return { skip: 'the contact message is gone' };
        const email = await contactReplyEmail(
          contact,
          reply.text,
          this.link(hrefs.public('contact')),
        );
        return this.mail(notification, [contact.email], email, {
          replyTo: this.config.mail.salesEmail,
        });
      }
      case 'contact-received-team': {
        const contact = await this.collection<ContactRecord>('contacts').findOne({ _id: id });
        if (!contact) return { wait: 'the contact message is not stored' };
        const to = await this.teamAddresses();
        if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
        const email = await contactReceivedTeamEmail(
          contact,
          this.link(hrefs.dashboard('contactMessages'), { message: id.toHexString() }),
        );
        return this.mail(notification, to, email, { replyTo: contact.email });
      }
      case 'order-sample-waiting':
      case 'order-sample-decided':
      case 'order-milestone-late':
      case 'order-inspection':
      case 'order-shipped': {
        const order = await this.collection<OrderRecordForMail>('orders').findOne({ _id: id });
        if (!order) return { wait: 'the order is not stored' };
        return this.composeOrder(notification, order);
      }
      default:
        return { skip: `unknown kind ${String(notification.kind)}` };
    }
  }

  /** A member follows a request in My Quotes; a guest through their token link. */
  private requesterLink(quote: QuoteRecord): string {
    if (quote.ownerUid) return this.link(hrefs.quote(quote._id.toHexString()));
    return this.link(GUEST_THREAD_PATH, {
      token: signGuestToken(
        this.config.auth.jwtSecret,
        quote._id.toHexString(),
        Date.now(),
        this.config.mail.guestLinkDays,
      ),
    });
  }

  private async composeThreadMessage(
    notification: PendingNotification,
    quote: QuoteRecord,
    message: ThreadMessageRecord,
  ): Promise<Composed> {
    if (message.side === 'buyer') {
      const to = await this.teamAddresses();
      if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
      const email = await threadMessageEmail(
        quote,
        message,
        this.link(hrefs.quote(quote._id.toHexString())),
      );
      return this.mail(notification, to, email, { replyTo: quote.email });
    }
    const subscriber = quote.ownerUid ?? `email:${quote.email.toLowerCase()}`;
    if (!(await this.preferences.wantsUpdates(subscriber)))
      return { skip: 'the requester turned update emails off' };
    const href = this.preferences.unsubscribeUrl(subscriber);
    const email = await threadMessageEmail(quote, message, this.requesterLink(quote), href);
    return this.mail(notification, [quote.email], email, {
      headers: {
        'List-Unsubscribe': `<${href}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  private async composeQuote(
    notification: PendingNotification,
    quote: QuoteRecord,
  ): Promise<Composed> {
    if (notification.kind === 'quote-received-team') {
      const to = await this.teamAddresses();
      if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
      const email = await quoteReceivedTeamEmail(
        quote,
        this.link(hrefs.quote(quote._id.toHexString())),
      );
      return this.mail(notification, to, email, { replyTo: quote.email });
    }
    const requesterLink = this.requesterLink(quote);
    if (notification.kind === 'guest-link-renewed') {
      const email = await guestLinkRenewedEmail(
        quote,
        requesterLink,
        this.config.mail.guestLinkDays,
      );
      return this.mail(notification, [quote.email], email);
    }
    if (notification.kind === 'quote-received-requester') {
      return this.mail(
        notification,
        [quote.email],
        await quoteReceivedRequesterEmail(quote, requesterLink),
      );
    }
    const step = Number(notification.payload.step);
    const status = notification.payload.status as QuoteStatus;
    // Written ahead of the move: until the move is stored, the history does not show it.
    // An account link may land between the move's record and its store, one entry early.
    const moved = quote.history.slice(step).find((change) => !change.event);
    if (moved?.status !== status) return { wait: 'the move is not stored' };
    // A member is known by their account, a guest by the address they gave.
    const subscriber = quote.ownerUid ?? `email:${quote.email.toLowerCase()}`;
    if (!(await this.preferences.wantsUpdates(subscriber)))
      return { skip: 'the requester turned status emails off' };
    const href = this.preferences.unsubscribeUrl(subscriber);
    const email = await quoteStatusEmail(quote, status, requesterLink, href);
    return this.mail(notification, [quote.email], email, {
      headers: {
        'List-Unsubscribe': `<${href}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  /**
   * The order emails. Each waits until the change it announces is in the order (write-ahead),
   * then goes to the buyer (who may have turned update emails off; a round waiting for their
   * approval always goes) or to the team. Every link opens the order's dashboard page.
   */
  private async composeOrder(
    notification: PendingNotification,
    order: OrderRecordForMail,
  ): Promise<Composed> {
    const link = this.link(orderPagePath(order._id.toHexString()));
    const { milestone, round } = notification.payload;
    const label = ORDER_MILESTONE_LABELS[milestone as OrderMilestoneKey] ?? String(milestone);
    const stored = (order.samples ?? []).find(
      (sample) => sample.milestone === milestone && sample.round === Number(round),
    );
    const subscriber = order.ownerUid ?? `email:${order.buyerEmail.toLowerCase()}`;
    const toBuyer = async (
      build: (unsubscribeHref?: string) => Promise<SubjectedEmail>,
      essential = false,
    ): Promise<Composed> => {
      if (essential) return this.mail(notification, [order.buyerEmail], await build());
      if (!(await this.preferences.wantsUpdates(subscriber)))
        return { skip: 'the buyer turned update emails off' };
      const href = this.preferences.unsubscribeUrl(subscriber);
      return this.mail(notification, [order.buyerEmail], await build(href), {
        headers: {
          'List-Unsubscribe': `<${href}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    };
    switch (notification.kind) {
      case 'order-sample-waiting': {
        if (!stored) return { wait: 'the sample round is not stored' };
        if (stored.decision) return { skip: 'the buyer already decided' };
        return toBuyer(
          () =>
            sampleRoundWaitingEmail(
              order,
              { label, round: stored.round, measurements: stored.measurements, note: stored.note },
              link,
            ),
          true,
        );
      }
      case 'order-sample-decided': {
        if (!stored?.decision) return { wait: 'the decision is not stored' };
        const to = await this.teamAddresses();
        if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
        const email = await sampleDecidedEmail(
          order,
          {
            label,
            round: stored.round,
            approved: stored.decision.decision === 'approved',
            by: stored.decision.by.name,
            comment: stored.decision.comment,
          },
          link,
        );
        return this.mail(notification, to, email, { replyTo: order.buyerEmail });
      }
      case 'order-inspection': {
        const inspection = (order.inspections ?? []).find(
          (item) => String(item._id) === notification.payload.inspectionId,
        );
        if (!inspection) return { wait: 'the inspection is not stored' };
        return toBuyer((href) =>
          inspectionEmail(
            order,
            {
              passed: inspection.result === 'pass',
              aqlLevel: inspection.aqlLevel,
              sampleSize: inspection.sampleSize,
              defects: inspection.defects,
              inspectedOn: inspection.inspectedOn,
            },
            link,
            href,
          ),
        );
      }
      case 'order-shipped': {
        const shipped = order.milestones.find((item) => item.key === 'shipment')?.actualDate;
        if (!shipped) return { wait: 'the shipment date is not stored' };
        return toBuyer((href) =>
          shippedEmail(
            order,
            {
              date: shipped,
              carrier: order.shipment?.carrier,
              trackingNumber: order.shipment?.trackingNumber,
              eta: order.shipment?.eta,
            },
            link,
            href,
          ),
        );
      }
      case 'order-milestone-late': {
        // The hourly check found it late and sent its facts; recorded since, it is no news.
        const record = order.milestones.find((item) => item.key === milestone);
        if (!record) return { skip: 'no such milestone' };
        if (record.actualDate) return { skip: 'the milestone is no longer late' };
        const facts = {
          label,
          plannedDate: String(notification.payload.plannedDate),
          deliveryDate: String(notification.payload.deliveryDate),
        };
        if (notification.payload.audience === 'team') {
          const to = await this.teamAddresses();
          if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
          return this.mail(notification, to, await milestoneLateEmail(order, facts, true, link));
        }
        return toBuyer((href) => milestoneLateEmail(order, facts, false, link, href));
      }
      default:
        return { skip: `unknown kind ${String(notification.kind)}` };
    }
  }
}
