import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { AppConfig } from '../config/app.config';
import { TrashService } from './trash.service';

/**
 * Purges what has been in the trash longer than TRASH_RETENTION_DAYS, every
 * TRASH_SWEEP_INTERVAL_SECONDS. Several API processes may sweep at once: a purge of an entry
 * another process has just purged finds nothing left to remove.
 */
@Injectable()
export class TrashSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TrashSweep.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly config: AppConfig,
    private readonly trash: TrashService,
  ) {}

  onApplicationBootstrap(): void {
    const { sweepIntervalSeconds } = this.config.trash;
    if (sweepIntervalSeconds <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.trash
        .purgeExpired()
        .then((purged) => {
          if (purged > 0) this.logger.log(`Purged ${purged} records from the trash`);
        })
        .catch((error: unknown) => this.logger.warn(`The trash sweep failed: ${String(error)}`))
        .finally(() => (this.running = undefined));
    }, sweepIntervalSeconds * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
