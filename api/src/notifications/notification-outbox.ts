import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { isDuplicateKeyError } from '../common/mongo-errors';
import type {
  NotificationKind,
  NotificationLease,
  PendingNotification,
  SentNotification,
} from './notification-event';

export interface NotificationToRecord {
  key: string;
  kind: NotificationKind;
  subjectId: string;
  payload?: Record<string, string | number>;
}

/**
 * The transactional outbox, in three collections so every lookup is by `_id` or a scan of what
 * is still pending (FerretDB on SQLite answers only `_id` filters from an index):
 * - notificationOutbox: what is still to be sent (small: sent ones leave it);
 * - notificationsSent: the ledger of sent keys (the idempotency check, by `_id`);
 * - notificationLeases: which worker holds which notification until when.
 * A key taken once (an insert under a unique `_id`) is the only guard that holds on FerretDB,
 * whose conditional updates are not atomic.
 */
@Injectable()
export class NotificationOutbox implements OnModuleInit {
  readonly pending: mongo.Collection<PendingNotification>;
  readonly sent: mongo.Collection<SentNotification>;
  readonly failed: mongo.Collection<PendingNotification>;
  private readonly leases: mongo.Collection<NotificationLease>;

  constructor(@InjectConnection() connection: Connection) {
    if (!connection.db) throw new Error('The database connection is not open');
    this.pending = connection.db.collection('notificationOutbox');
    this.sent = connection.db.collection('notificationsSent');
    this.failed = connection.db.collection('notificationsFailed');
    this.leases = connection.db.collection('notificationLeases');
  }

  async onModuleInit(): Promise<void> {
    // The collections exist before the first request, so two first inserts cannot race to create.
    for (const name of ['notificationOutbox', 'notificationsSent', 'notificationLeases']) {
      try {
        await this.pending.db.createCollection(name);
      } catch {
        /* already there */
      }
    }
  }

  /**
   * Records notifications before the change they announce is written (write-ahead): should the
   * change fail, the worker finds no such record and sets the notification aside; should the
   * process die after the change, the notification is already waiting. A key already recorded
   * is left as it is (the same event recorded twice is one email).
   */
  async record(notifications: NotificationToRecord[]): Promise<void> {
    const now = new Date();
    for (const notification of notifications) {
      try {
        await this.pending.insertOne({
          _id: notification.key,
          kind: notification.kind,
          subjectId: notification.subjectId,
          payload: notification.payload ?? {},
          createdAt: now,
          attempts: 0,
          nextAttemptAt: now,
        });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
  }

  /** Notifications due now, oldest first, at most `limit`. */
  async due(now: Date, limit: number): Promise<PendingNotification[]> {
    const all = await this.pending.find({}).limit(5000).toArray();
    return all
      .filter((notification) => notification.nextAttemptAt <= now)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit);
  }

  /** True when this worker now holds the notification until `until`. */
  async claim(key: string, owner: string, until: Date): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await this.leases.insertOne({ _id: key, owner, until });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const held = await this.leases.findOne({ _id: key });
      if (held && held.until > new Date()) return false;
      // The holder died or gave up: its lease has expired, so it may be taken over.
      if (held) await this.leases.deleteOne({ _id: key, owner: held.owner });
    }
    return false;
  }

  async release(key: string, owner: string): Promise<void> {
    await this.leases.deleteOne({ _id: key, owner });
  }

  isSent(key: string): Promise<SentNotification | null> {
    return this.sent.findOne({ _id: key });
  }

  /** The key goes to the ledger first, then leaves the outbox: a crash between leaves no resend. */
  async markSent(notification: PendingNotification, skipped?: string): Promise<void> {
    try {
      await this.sent.insertOne({
        _id: notification._id,
        kind: notification.kind,
        sentAt: new Date(),
        ...(skipped ? { skipped } : {}),
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await this.pending.deleteOne({ _id: notification._id });
  }

  async scheduleRetry(notification: PendingNotification, at: Date, error: string): Promise<void> {
    await this.pending.updateOne(
      { _id: notification._id },
      { $set: { nextAttemptAt: at, lastError: error.slice(0, 500) }, $inc: { attempts: 1 } },
    );
  }

  /** Set aside: the record it announces never appeared, or every attempt failed. */
  async setAside(notification: PendingNotification, reason: string): Promise<void> {
    try {
      await this.failed.insertOne({ ...notification, lastError: reason });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await this.pending.deleteOne({ _id: notification._id });
  }
}
