import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  type ReleaseMountStats,
  TELEMETRY_OUTCOMES,
  type TelemetryOutcome,
  type TelemetryReport,
} from '@threadline/contracts';
import type { Connection, mongo } from 'mongoose';
import { AppConfig } from '../../config/app.config';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Counts = Record<TelemetryOutcome, number>;

/** One remote × release × minute's counts, waiting for the next flush. */
interface Counter {
  remote: string;
  release: string;
  minute: Date;
  counts: Counts;
}

/** One document per remote, release and minute: `_id` `<remote>|<release>|<minute ISO>`. */
interface TelemetryDoc {
  _id: string;
  remote: string;
  release: string;
  minute: Date;
  counts: Partial<Counts>;
}

const zero = (): Counts =>
  Object.fromEntries(TELEMETRY_OUTCOMES.map((outcome) => [outcome, 0])) as Counts;

/**
 * At most this many remote × release × minute counters wait in memory between two flushes: a
 * client inventing release ids cannot grow the process (or the collection) beyond it.
 */
export const MAX_PENDING_COUNTERS = 10_000;

/** The start of the minute `time` falls in, in epoch milliseconds. */
const minuteStartOf = (time: number) => Math.floor(time / MINUTE_MS) * MINUTE_MS;
const idOf = (remote: string, release: string, minute: Date) =>
  `${remote}|${release}|${minute.toISOString()}`;

/** Mounts and failures from per-outcome counts: every outcome is a mount, all but `mounted` fail. */
export function statsOf(counts: Partial<Counts>): ReleaseMountStats {
  let mounts = 0;
  let failures = 0;
  for (const outcome of TELEMETRY_OUTCOMES) {
    const count = counts[outcome] ?? 0;
    mounts += count;
    if (outcome !== 'mounted') failures += count;
  }
  return {
    mounts,
    failures,
    errorRate: mounts > 0 ? Math.round((failures / mounts) * 1000) / 10 : null,
  };
}

/**
 * The browsers' mount reports, as counts per remote, release, outcome and minute. A request only
 * adds to counters in memory (it never waits for the database); every TELEMETRY_FLUSH_SECONDS they
 * are added to `release_telemetry` with one upserted $inc per minute document, found by `_id` (the
 * one filter FerretDB hands to the database). Reads ask for the window's documents by `_id` too.
 * Documents older than TELEMETRY_RETENTION_DAYS (7) are removed hourly. Counts a process holds
 * when it is killed (at most one flush interval's) are lost; a graceful stop flushes them.
 */
@Injectable()
export class ReleaseTelemetryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReleaseTelemetryService.name);
  /** Every counter waiting for the next flush, by `_id`. */
  private pending = new Map<string, Counter>();
  /**
   * The current minute's counters of `pending` by remote, then release: a report finds its
   * counter with two lookups of the strings it brings, without building its `_id` (about 11 µs
   * of a beacon's CPU when it was built per report).
   */
  private current?: { minuteMs: number; minute: Date; byRemote: Map<string, Map<string, Counter>> };
  private flushing?: Promise<void>;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  private get collection(): mongo.Collection<TelemetryDoc> {
    if (!this.connection.db) throw new Error('The database connection is not open');
    return this.connection.db.collection<TelemetryDoc>('release_telemetry');
  }

  onApplicationBootstrap(): void {
    const { flushSeconds } = this.config.releaseDelivery.telemetry;
    const flush = setInterval(() => void this.flush().catch(() => undefined), flushSeconds * 1000);
    const prune = setInterval(() => void this.prune(new Date()).catch(() => undefined), HOUR_MS);
    this.timers = [flush, prune];
    for (const timer of this.timers) timer.unref();
    void this.prune(new Date()).catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.flush().catch(() => undefined);
  }

  /** Counts a batch; answers at once. */
  record(reports: TelemetryReport[], now = Date.now()): void {
    const minuteMs = minuteStartOf(now);
    let current = this.current;
    if (current?.minuteMs !== minuteMs)
      current = this.current = { minuteMs, minute: new Date(minuteMs), byRemote: new Map() };
    for (const { remote, release, outcome } of reports) {
      let releases = current.byRemote.get(remote);
      if (!releases) current.byRemote.set(remote, (releases = new Map()));
      let counter = releases.get(release);
      if (!counter) {
        const id = idOf(remote, release, current.minute);
        counter = this.pending.get(id);
        if (!counter) {
          if (this.pending.size >= MAX_PENDING_COUNTERS) continue;
          counter = { remote, release, minute: current.minute, counts: zero() };
          this.pending.set(id, counter);
        }
        releases.set(release, counter);
      }
      counter.counts[outcome] += 1;
    }
  }

  /** Adds the counts gathered so far to the database (one flush at a time). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.current = undefined;
    this.flushing = this.write(batch).finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  private async write(batch: Map<string, Counter>): Promise<void> {
    try {
      await this.collection.bulkWrite(
        [...batch].map(([_id, { remote, release, minute, counts }]) => ({
          updateOne: {
            filter: { _id },
            update: {
              $inc: Object.fromEntries(
                Object.entries(counts)
                  .filter(([, count]) => count > 0)
                  .map(([outcome, count]) => [`counts.${outcome}`, count]),
              ),
              $setOnInsert: { remote, release, minute },
            },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    } catch (error) {
      // Kept for the next flush rather than lost: the database may be back by then.
      for (const [key, entry] of batch) {
        const current = this.pending.get(key);
        if (!current) this.pending.set(key, entry);
        else
          for (const outcome of TELEMETRY_OUTCOMES)
            current.counts[outcome] += entry.counts[outcome];
      }
      this.logger.warn(
        `Telemetry counts could not be written; kept for the next try: ${String(error)}`,
      );
      throw error;
    }
  }

  /** Each release's mounts and failures from `since` to `now`, read by `_id` minute by minute. */
  async statsSince(
    releases: { remote: string; release: string }[],
    since: number,
    now = Date.now(),
  ): Promise<Map<string, ReleaseMountStats>> {
    const minutes: Date[] = [];
    for (let time = minuteStartOf(since); time <= now; time += MINUTE_MS)
      minutes.push(new Date(time));
    const ids = releases.flatMap(({ remote, release }) =>
      minutes.map((minute) => idOf(remote, release, minute)),
    );
    const totals = new Map<string, Partial<Counts>>(
      releases.map(({ remote, release }) => [`${remote}|${release}`, {}]),
    );
    if (ids.length > 0) {
      const docs = await this.collection.find({ _id: { $in: ids } }).toArray();
      for (const doc of docs) {
        const total = totals.get(`${doc.remote}|${doc.release}`);
        if (!total) continue;
        for (const outcome of TELEMETRY_OUTCOMES)
          total[outcome] = (total[outcome] ?? 0) + (doc.counts[outcome] ?? 0);
      }
    }
    return new Map([...totals].map(([key, counts]) => [key, statsOf(counts)]));
  }

  /** Removes counts older than the retention; answers how many minute documents went. */
  async prune(now: Date): Promise<number> {
    const cutoff = new Date(
      now.getTime() - this.config.releaseDelivery.telemetry.retentionDays * DAY_MS,
    );
    const { deletedCount } = await this.collection.deleteMany({ minute: { $lt: cutoff } });
    return deletedCount;
  }
}
