import { Global, Module } from '@nestjs/common';
import { MailTransport } from './mail-transport';
import { NotificationComposer } from './notification-composer';
import { NotificationOutbox } from './notification-outbox';
import { NotificationPreferences } from './notification-preferences';
import { NotificationWorker } from './notification-worker';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Email notifications: the outbox, its worker, the templates and the unsubscribe routes. */
@Global()
@Module({
  controllers: [NotificationsController],
  providers: [
    MailTransport,
    NotificationOutbox,
    NotificationComposer,
    NotificationPreferences,
    NotificationWorker,
    NotificationsService,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
