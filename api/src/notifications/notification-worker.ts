import { randomUUID } from 'node:crypto';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '../config/app.config';
import { MailTransport } from './mail-transport';
import { NotificationComposer } from './notification-composer';
import type { PendingNotification } from './notification-event';
import { NotificationOutbox } from './notification-outbox';

/** A notification whose record never appeared is set aside after this long (a failed change). */
const MISSING_RECORD_GRACE_MS = 10 * 60_000;
const BATCH = 20;

/**
 * Sends what the outbox holds, in the background of every API process: a poll every
 * `pollMs`, and a kick right after a request records something. Each notification is claimed
 * under a lease before it is sent, so two processes never send one at once, and a process that
 * dies mid-send leaves a lease that expires: another process then sends it.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(NotificationWorker.name);
  /** This process's name on its leases. */
  readonly owner = `${process.pid}-${randomUUID()}`;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: NotificationOutbox,
    private readonly composer: NotificationComposer,
    private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport.configured) {
      this.logger.warn('SMTP_URL is not set: notifications wait in the outbox and are not sent');
      return;
    }
    this.timer = setInterval(() => this.kick(), this.config.mail.worker.pollMs);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Looks for due notifications now (after a request recorded one). */
  kick(): void {
    if (this.stopped || !this.transport.configured) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.warn(`Notification round failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One round: every due notification, a batch at a time. Resolves when the round is over. */
  async drain(): Promise<void> {
    for (;;) {
      const due = await this.outbox.due(new Date(), BATCH);
      let handled = 0;
      for (const notification of due) {
        if (this.stopped) return;
        if (await this.deliver(notification)) handled += 1;
      }
      if (handled === 0 || due.length < BATCH) return;
    }
  }

  /** Sends one notification if this worker can claim it; true when it did anything. */
  async deliver(notification: PendingNotification): Promise<boolean> {
    const { leaseMs } = this.config.mail.worker;
    if (!(await this.outbox.claim(notification._id, this.owner, new Date(Date.now() + leaseMs))))
      return false;
    try {
      // Sent by a process that died before removing it from the outbox: done already.
      if (await this.outbox.isSent(notification._id)) {
        await this.outbox.markSent(notification);
        return true;
      }
      const composed = await this.composer.compose(notification);
      if ('skip' in composed) {
        await this.outbox.markSent(notification, composed.skip);
      } else if ('wait' in composed) {
        if (Date.now() - notification.createdAt.getTime() > MISSING_RECORD_GRACE_MS)
          await this.outbox.setAside(notification, composed.wait);
        else await this.retryLater(notification, composed.wait);
      } else {
        await this.transport.send(composed.send);
        await this.outbox.markSent(notification);
      }
      return true;
    } catch (error) {
      await this.retryLater(notification, error instanceof Error ? error.message : String(error));
      return true;
    } finally {
      await this.outbox.release(notification._id, this.owner).catch(() => undefined);
    }
  }

  private async retryLater(notification: PendingNotification, reason: string): Promise<void> {
    const { retryBaseMs, maxRetryMs, maxAttempts } = this.config.mail.worker;
    const attempts = notification.attempts + 1;
    if (attempts >= maxAttempts) {
      this.logger.error(`Notification ${notification._id} set aside after ${attempts} attempts`);
      await this.outbox.setAside(notification, reason);
      return;
    }
    const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), maxRetryMs);
    await this.outbox.scheduleRetry(notification, new Date(Date.now() + delay), reason);
  }
}
