import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { GUEST_THREAD_PATH, hrefs, type QuoteStatus } from '@threadline/contracts';
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
import { composeOfferNotification } from './offer-notifications';
import { composeOrderNotification, type ComposeTools } from './order-notifications';
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
  kind?: 'counter';
  authorName: string;
  internal: boolean;
  text: string;
}

/** Builds each notification's email from the records as they are when it is sent. */
@Injectable()
export class NotificationComposer implements ComposeTools {
  constructor(
    private readonly config: AppConfig,
    readonly preferences: NotificationPreferences,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private collection<T extends object>(name: string) {
    if (!this.connection.db) throw new Error('The database connection is not open');
    return this.connection.db.collection<T>(name);
  }

  link(path: string, query?: Record<string, string>): string {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${this.config.mail.appUrl}${path}${search}`;
  }

  /** A category's title for the emails, its key when it is gone. */
  async categoryTitle(key: string): Promise<string> {
    const category = await this.collection<{ key: string; title: string }>('categories').findOne(
      { key },
      { projection: { title: 1 } },
    );
    return category?.title ?? key;
  }

  /** Where a quote request stands now (undefined when it is gone). */
  async quoteStatusOf(id: Types.ObjectId): Promise<QuoteStatus | undefined> {
    const quote = await this.collection<{ _id: Types.ObjectId; status: QuoteStatus }>(
      'quotes',
    ).findOne({ _id: id }, { projection: { status: 1 } });
    return quote?.status;
  }

  /** The sales address, else every admin's. */
  async teamAddresses(): Promise<string[]> {
    if (this.config.mail.salesEmail) return [this.config.mail.salesEmail];
    const admins = await this.collection<{ email: string; role: string }>('users')
      .find({ role: 'admin' }, { projection: { email: 1, role: 1 } })
      .toArray();
    return admins.map((admin) => admin.email).filter(Boolean);
  }

  mail(
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
      case 'offer-revised':
      case 'offer-expiring': {
        const quote = await this.collection<QuoteRecord>('quotes').findOne({ _id: id });
        if (!quote) return { skip: 'the quote request is gone' };
        const offer = await this.collection<{ _id: Types.ObjectId; version?: number }>(
          'quote_offers',
        ).findOne({ _id: id }, { projection: { version: 1 } });
        const version = offer ? (offer.version ?? 1) : undefined;
        return composeOfferNotification(
          this,
          notification,
          quote,
          version,
          this.requesterLink(quote),
        );
      }
      case 'order-sample-waiting':
      case 'order-sample-decided':
      case 'order-milestone-late':
      case 'order-inspection':
      case 'order-shipped':
      case 'order-placed-team':
      case 'order-placed-buyer':
      case 'order-delivery-moved':
      case 'order-sample-undone': {
        const order = await this.collection<OrderRecordForMail>('orders').findOne({ _id: id });
        if (!order) return { wait: 'the order is not stored' };
        return composeOrderNotification(this, notification, order);
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
    const email = await threadMessageEmail(
      quote,
      message,
      this.requesterLink(quote),
      this.preferences.unsubscribePageUrl(subscriber),
    );
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
        await this.categoryTitle(quote.categoryKey),
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
        await quoteReceivedRequesterEmail(
          quote,
          requesterLink,
          await this.categoryTitle(quote.categoryKey),
        ),
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
    const email = await quoteStatusEmail(
      quote,
      status,
      requesterLink,
      this.preferences.unsubscribePageUrl(subscriber),
    );
    return this.mail(notification, [quote.email], email, {
      headers: {
        'List-Unsubscribe': `<${href}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }
}
