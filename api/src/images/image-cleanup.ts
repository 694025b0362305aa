import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app.config';
import { ImageUsage } from './image-usage';
import { ImagesService } from './images.service';

/**
 * Removes uploads nothing shows once they are IMAGE_ORPHAN_AGE_SECONDS old: a photo picked and
 * then abandoned, a replaced profile photo, a category image edited away. The age leaves a form
 * that uploaded first and saves later the time to save. Several API processes may run it at
 * once; deleting an image twice is harmless.
 */
@Injectable()
export class ImageCleanup implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly sweep = new PeriodicSweep(
    new Logger(ImageCleanup.name),
    'Unused images could not be removed',
    () => this.removeOrphans(),
    (removed) => `Removed ${removed} images nothing uses`,
  );

  constructor(
    private readonly config: AppConfig,
    private readonly images: ImagesService,
    private readonly references: ImageUsage,
  ) {}

  onApplicationBootstrap(): void {
    this.sweep.start(this.config.images.cleanupIntervalSeconds);
  }

  onModuleDestroy(): Promise<void> {
    return this.sweep.stop();
  }

  /** Answers how many images were removed. */
  async removeOrphans(): Promise<number> {
    const cutoff = new Date(Date.now() - this.config.images.orphanAgeSeconds * 1000);
    const candidates = await this.images.idsUploadedBefore(cutoff);
    if (candidates.length === 0) return 0;
    const referenced = await this.references.referencedIds();
    let removed = 0;
    for (const id of candidates) {
      if (referenced.has(id.toHexString())) continue;
      if (await this.images.delete(id)) removed += 1;
    }
    return removed;
  }
}
