import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { countOf } from '@threadline/contracts';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app.config';
import { TrashService } from './trash.service';

/**
 * Purges what has been in the trash longer than TRASH_RETENTION_DAYS, every
 * TRASH_SWEEP_INTERVAL_SECONDS. Several API processes may sweep at once: a purge of an entry
 * another process has just purged finds nothing left to remove.
 */
@Injectable()
export class TrashSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly sweep: PeriodicSweep;

  constructor(
    private readonly config: AppConfig,
    trash: TrashService,
  ) {
    this.sweep = new PeriodicSweep(
      new Logger(TrashSweep.name),
      'The trash sweep failed',
      () => trash.purgeExpired(),
      (purged) => `Purged ${countOf(purged, 'record')} from the trash`,
    );
  }

  onApplicationBootstrap(): void {
    this.sweep.start(this.config.trash.sweepIntervalSeconds);
  }

  onModuleDestroy(): Promise<void> {
    return this.sweep.stop();
  }
}
