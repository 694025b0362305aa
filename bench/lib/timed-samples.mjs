// Samples and percentiles for bench/styles.mjs and bench/orders.mjs: a route timed in turns with
// a reference (the same bytes from a bare node:http server), so both see the same pauses of a
// loaded machine.
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);

/** Nearest rank: the smallest sample with at least p % of the samples at or below it. */
export const percentile = (sorted, p) =>
  sorted[Math.max(0, Math.min(sorted.length, Math.ceil((p / 100) * sorted.length)) - 1)];
export const statsOf = (times, failed, bytes) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), failed, bytes };
};

/** Times `run` and `beside` in turns (one sample of each), so both see the same pauses. */
export async function timed(run, beside, samples = SAMPLES) {
  const runs = [run, beside].filter(Boolean);
  const times = runs.map(() => []);
  const failed = runs.map(() => 0);
  const bytes = runs.map(() => 0);
  for (const one of runs) await one();
  for (let i = 0; i < samples; i++)
    for (const [index, one] of runs.entries()) {
      const start = performance.now();
      const result = await one();
      times[index].push(performance.now() - start);
      if (result.ok === false) failed[index] += 1;
      bytes[index] = result.bytes ?? bytes[index];
    }
  const [main, reference] = runs.map((_, i) => statsOf(times[i], failed[i], bytes[i]));
  return { ...main, reference };
}

/** The statuses of failed answers already printed once. */
const reported = new Set();
export const fetcher = (url, token) => async () => {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  if (!response.ok && (process.env.BENCH_VERBOSE || !reported.has(response.status))) {
    reported.add(response.status);
    console.log(`  (${url}: ${response.status} ${Buffer.from(body).toString().slice(0, 200)})`);
  }
  return { ok: response.ok, bytes: body.byteLength };
};
