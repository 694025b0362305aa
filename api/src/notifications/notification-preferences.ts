import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { hrefs } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';

/** One subscriber's choice: a member by uid, a guest by `email:<address>`. */
interface PreferenceRecord {
  _id: string;
  statusEmails: boolean;
  updatedAt: Date;
}

/**
 * Who wants the non-essential emails (status updates, later thread messages). Confirmations are
 * always sent. The unsubscribe link carries an HMAC of the subscriber under the API's secret, so
 * it turns off one subscriber's emails and nothing else.
 */
@Injectable()
export class NotificationPreferences {
  private readonly records: mongo.Collection<PreferenceRecord>;

  constructor(
    private readonly config: AppConfig,
    @InjectConnection() connection: Connection,
  ) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.records = connection.db.collection('notificationPreferences');
  }

  async wantsUpdates(subscriber: string): Promise<boolean> {
    const record = await this.records.findOne({ _id: subscriber });
    return record?.statusEmails ?? true;
  }

  async setUpdates(subscriber: string, statusEmails: boolean): Promise<void> {
    await this.records.updateOne(
      { _id: subscriber },
      { $set: { statusEmails, updatedAt: new Date() } },
      { upsert: true },
    );
  }

  private signature(subscriber: string): string {
    return createHmac('sha256', this.config.auth.jwtSecret)
      .update(`unsubscribe:${subscriber}`)
      .digest('base64url');
  }

  private query(subscriber: string): string {
    return new URLSearchParams({ s: subscriber, sig: this.signature(subscriber) }).toString();
  }

  /** The RFC 8058 one-click address (POST), in the List-Unsubscribe header. */
  unsubscribeUrl(subscriber: string): string {
    return `${this.config.http.publicApiUrl}/notifications/unsubscribe?${this.query(subscriber)}`;
  }

  /**
   * The email footer's link: a page on the site that asks for one click, then confirms (a GET
   * that unsubscribed at once would be triggered by any mail scanner that follows links).
   */
  unsubscribePageUrl(subscriber: string): string {
    return `${this.config.mail.appUrl}${hrefs.public('unsubscribe')}?${this.query(subscriber)}`;
  }

  verify(subscriber: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(subscriber));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
