import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a rate-limit count answers. */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One client's count in one budget's window, as this process knows it. */
interface Count {
  ttlMs: number;
  expiresAt: number;
  /** The shared total Redis last answered (every replica's hits, this one's sent ones included). */
  shared: number;
  /** Hits on their way to Redis. */
  sending: number;
  /** Hits counted here since. */
  unsent: number;
  blockedUntil: number;
}

/** Adds each key's hits to the shared count and answers each key's new total and time left. */
export type SendHits = (
  hits: readonly { key: string; hits: number; ttlMs: number }[],
) => Promise<{ total: number; ttlMs: number }[]>;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * A shared rate-limit count that does not wait for Redis: a request is counted and decided here
 * at once, against the total Redis last answered plus this process's hits since; every
 * `intervalMs` the hits counted meanwhile go to Redis in one pipeline, and its totals (every
 * replica's) come back. So all replicas still spend one budget, and a client can exceed it by at
 * most what the other replicas let through in one interval. When Redis fails, the hits stay
 * counted here (the same fail-open as the other budgets).
 */
export class SyncedCounts {
  private readonly counts = new Map<string, Count>();
  private timer?: NodeJS.Timeout;
  private syncing = false;

  constructor(
    private readonly send: SendHits,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  increment(key: string, ttlMs: number, limit: number, blockMs: number): ThrottlerStorageRecord {
    const now = this.now();
    let count = this.counts.get(key);
    if (!count || (now >= count.expiresAt && now >= count.blockedUntil)) {
      count = { ttlMs, expiresAt: now + ttlMs, shared: 0, sending: 0, unsent: 0, blockedUntil: 0 };
      this.counts.set(key, count);
    }
    if (now < count.blockedUntil)
      return {
        totalHits: this.totalOf(count),
        timeToExpire: seconds(count.expiresAt - now),
        isBlocked: true,
        timeToBlockExpire: seconds(count.blockedUntil - now),
      };
    count.unsent += 1;
    this.schedule();
    const totalHits = this.totalOf(count);
    if (totalHits > limit) count.blockedUntil = now + blockMs;
    return {
      totalHits,
      timeToExpire: seconds(count.expiresAt - now),
      isBlocked: totalHits > limit,
      timeToBlockExpire: totalHits > limit ? seconds(blockMs) : 0,
    };
  }

  /** Sends what was counted since the last time (tests call it instead of waiting). */
  async sync(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      const now = this.now();
      const batch: [string, Count][] = [];
      for (const [key, count] of this.counts) {
        if (count.unsent > 0) {
          count.sending = count.unsent;
          count.unsent = 0;
          batch.push([key, count]);
        } else if (now >= count.expiresAt && now >= count.blockedUntil) this.counts.delete(key);
      }
      if (batch.length === 0) return;
      let answers: { total: number; ttlMs: number }[] | undefined;
      try {
        answers = await this.send(
          batch.map(([key, count]) => ({ key, hits: count.sending, ttlMs: count.ttlMs })),
        );
      } catch {
        answers = undefined;
      }
      const answeredAt = this.now();
      batch.forEach(([key, count], index) => {
        const answer = answers?.[index];
        if (answer && this.counts.get(key) === count) {
          count.shared = answer.total;
          // The window Redis keeps, so every replica's ends together.
          if (answer.ttlMs > 0) count.expiresAt = answeredAt + answer.ttlMs;
        } else count.shared += count.sending;
        count.sending = 0;
      });
    } finally {
      this.syncing = false;
      if ([...this.counts.values()].some((count) => count.unsent > 0)) this.schedule();
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private totalOf(count: Count): number {
    return count.shared + count.sending + count.unsent;
  }

  private schedule(): void {
    if (this.timer || this.syncing) return;
    this.timer = setTimeout(() => void this.sync(), this.intervalMs);
    this.timer.unref();
  }
}
