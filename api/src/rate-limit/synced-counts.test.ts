import { type SendHits, SyncedCounts } from './synced-counts';

/** A stand-in for Redis's INCRBY and PTTL, shared by the "replicas" of a test. */
function sharedStore(clock: () => number) {
  const keys = new Map<string, { value: number; expiresAt: number }>();
  const send: SendHits = async (hits) =>
    hits.map(({ key, hits: count, ttlMs }) => {
      let entry = keys.get(key);
      if (!entry || clock() >= entry.expiresAt)
        keys.set(key, (entry = { value: 0, expiresAt: clock() + ttlMs }));
      entry.value += count;
      return { total: entry.value, ttlMs: entry.expiresAt - clock() };
    });
  return send;
}

const WINDOW = 60_000;

describe('a rate-limit count synced in the background', () => {
  it('decides at once and refuses past the limit, counting on its own before any sync', () => {
    const counts = new SyncedCounts(sharedStore(Date.now), 1000);
    const results = Array.from({ length: 4 }, () => counts.increment('a', WINDOW, 3, WINDOW));
    expect(results.map((r) => r.isBlocked)).toEqual([false, false, false, true]);
    expect(results[3].timeToBlockExpire).toBe(60);
    expect(counts.increment('b', WINDOW, 3, WINDOW).isBlocked).toBe(false);
    counts.stop();
  });

  it('spends one budget across replicas once each has synced', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const send = sharedStore(clock);
    const first = new SyncedCounts(send, 1000, clock);
    const second = new SyncedCounts(send, 1000, clock);
    for (let i = 0; i < 4; i += 1)
      expect(first.increment('k', WINDOW, 6, WINDOW).isBlocked).toBe(false);
    await first.sync();
    expect(second.increment('k', WINDOW, 6, WINDOW).isBlocked).toBe(false);
    await second.sync();
    // The second now knows the first's 4 hits: 6 in all is the limit, the 7th is refused.
    expect(second.increment('k', WINDOW, 6, WINDOW).isBlocked).toBe(false);
    expect(second.increment('k', WINDOW, 6, WINDOW).isBlocked).toBe(true);
    // The first learns the second's hits at its next sync, and refuses too.
    first.increment('k', WINDOW, 6, WINDOW);
    await first.sync();
    expect(first.increment('k', WINDOW, 6, WINDOW).isBlocked).toBe(true);
    // A new window starts from nothing.
    now += 2 * WINDOW;
    expect(first.increment('k', WINDOW, 6, WINDOW)).toMatchObject({
      isBlocked: false,
      totalHits: 1,
    });
  });

  it('keeps counting here when the shared store fails', async () => {
    const counts = new SyncedCounts(() => Promise.reject(new Error('Redis is down')), 1000);
    for (let i = 0; i < 2; i += 1) counts.increment('k', WINDOW, 3, WINDOW);
    await counts.sync();
    expect(counts.increment('k', WINDOW, 3, WINDOW).isBlocked).toBe(false);
    expect(counts.increment('k', WINDOW, 3, WINDOW).isBlocked).toBe(true);
    counts.stop();
  });
});
