import {
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  ReleaseMessages,
  type ReleasesOverview,
  type RemoteReleaseOverview,
} from '@threadline/contracts/releases';
import {
  judgeCanary,
  keepFromEnv,
  openReleaseStore,
  REMOTES,
  type ReleaseStore,
} from '@threadline/releases';
import { AppConfig } from '../config/app.config';
import type { PreviewRemote } from './preview-token';
import { ReleaseTelemetryService } from './telemetry/release-telemetry.service';

const MINUTE_MS = 60_000;

/**
 * The API's side of the release store: the same pointer and history files `npm run release`
 * writes under RELEASES_DIR, through the same code (@threadline/releases, with its
 * lock and whole-file renames). It answers the Releases page, promotes or stops a canary for an
 * admin, and runs the canary watcher.
 *
 * The watcher runs inside every API process, every CANARY_WATCH_INTERVAL_SECONDS: for each canary
 * under way it adds up the canary's and the stable release's mounts over the last
 * CANARY_WINDOW_MINUTES and asks the one rule (@threadline/releases' judgeCanary). When the canary is
 * worse, it ends it with the rule's reason in the history. Two replicas may judge at once: the
 * end happens under the store's lock and only if that same canary is still under way, so the
 * second finds it already ended and does nothing.
 */
@Injectable()
export class ReleaseStoreService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReleaseStoreService.name);
  private timer?: NodeJS.Timeout;
  private watching?: Promise<void>;

  constructor(
    private readonly config: AppConfig,
    private readonly telemetry: ReleaseTelemetryService,
  ) {}

  get enabled(): boolean {
    return this.config.releaseDelivery.releasesDir !== undefined;
  }

  private store(remote: PreviewRemote): ReleaseStore {
    const { releasesDir, keep } = this.config.releaseDelivery;
    if (!releasesDir) throw new NotFoundException(ReleaseMessages.storeDisabled);
    return openReleaseStore({ root: releasesDir, remote, keep: keepFromEnv(keep) });
  }

  onApplicationBootstrap(): void {
    const { intervalSeconds } = this.config.releaseDelivery.watcher;
    if (!this.enabled || intervalSeconds === 0) return;
    this.timer = setInterval(() => {
      this.watching ??= this.watch()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`The canary watcher failed: ${String(error)}`))
        .finally(() => (this.watching = undefined));
    }, intervalSeconds * 1000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.watching;
  }

  /** Per remote: stable, canary, releases with the last hour's mounts and error rate. */
  async overview(now = Date.now()): Promise<ReleasesOverview> {
    const { watcher } = this.config.releaseDelivery;
    const remotes = REMOTES.map((remote) => {
      const store = this.store(remote);
      return { remote, pointer: store.pointer(), releases: store.list() };
    });
    const stats = await this.telemetry.statsSince(
      remotes.flatMap(({ remote, releases }) =>
        releases.map((release) => ({ remote, release: release.id })),
      ),
      now - 60 * MINUTE_MS,
      now,
    );
    return {
      remotes: remotes.map(({ remote, pointer, releases }): RemoteReleaseOverview => ({
        remote,
        live: releases.find((release) => release.live) ?? null,
        canary: pointer?.canary ?? null,
        releases: releases.map(({ live: _live, canary: _canary, ...release }) => ({
          ...release,
          lastHour: stats.get(`${remote}|${release.id}`) ?? {
            mounts: 0,
            failures: 0,
            errorRate: null,
          },
        })),
      })),
      watcher: {
        windowMinutes: watcher.windowMinutes,
        minMounts: watcher.minMounts,
        budgetPoints: watcher.budgetPoints,
        enabled: this.enabled && watcher.intervalSeconds > 0,
      },
    };
  }

  /** The canary under way, checked to be `expected` (the one the admin saw), before an action. */
  currentCanary(remote: PreviewRemote, expected: string): string {
    const canary = this.store(remote).pointer()?.canary;
    if (!canary) throw new ConflictException(ReleaseMessages.noCanary);
    if (canary.id !== expected) throw new ConflictException(ReleaseMessages.canaryMoved);
    return canary.id;
  }

  promote(remote: PreviewRemote, canary: string) {
    const live = this.store(remote).promote(canary);
    if (!live) throw new ConflictException(ReleaseMessages.canaryMoved);
    return live;
  }

  stop(remote: PreviewRemote, canary: string, reason: string) {
    const ended = this.store(remote).endCanary(reason, canary);
    if (!ended) throw new ConflictException(ReleaseMessages.canaryMoved);
    return ended;
  }

  /** One round of the watcher over both remotes; answers what it ended, with why. */
  async watch(now = Date.now()): Promise<{ remote: string; canary: string; reason: string }[]> {
    const { windowMinutes, minMounts, budgetPoints } = this.config.releaseDelivery.watcher;
    await this.telemetry.flush().catch(() => undefined);
    const ended: { remote: string; canary: string; reason: string }[] = [];
    for (const remote of REMOTES) {
      const store = this.store(remote);
      const pointer = store.pointer();
      if (!pointer?.canary) continue;
      const since = now - windowMinutes * MINUTE_MS;
      const stats = await this.telemetry.statsSince(
        [
          { remote, release: pointer.canary.id },
          { remote, release: pointer.id },
        ],
        since,
        now,
      );
      const counts = (id: string) => stats.get(`${remote}|${id}`) ?? { mounts: 0, failures: 0 };
      const verdict = judgeCanary(counts(pointer.canary.id), counts(pointer.id), {
        minMounts,
        budgetPoints,
      });
      if (verdict.verdict !== 'rollback') continue;
      const reason = `rolled back by the watcher: ${verdict.reason} (last ${windowMinutes} min)`;
      if (store.endCanary(reason, pointer.canary.id)) {
        this.logger.warn(`${remote} canary ${pointer.canary.id} ${reason}`);
        ended.push({ remote, canary: pointer.canary.id, reason });
      }
    }
    return ended;
  }
}
