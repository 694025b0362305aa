import type { Logger } from '@nestjs/common';
import { PeriodicSweep } from './periodic-sweep';

const logger = () => {
  const lines: string[] = [];
  const log = {
    log: (line: string) => lines.push(`log ${line}`),
    warn: (line: string) => lines.push(`warn ${line}`),
  } as unknown as Logger;
  return { lines, log };
};

describe('PeriodicSweep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs every interval, logs what a run handled and never starts a run over one in flight', async () => {
    const { lines, log } = logger();
    let finish: (count: number) => void = () => undefined;
    let runs = 0;
    const sweep = new PeriodicSweep(
      log,
      'The sweep failed',
      () => {
        runs += 1;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      (count) => `Handled ${count}`,
    );
    sweep.start(5);

    await jest.advanceTimersByTimeAsync(5_000);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);

    finish(3);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    expect(lines).toEqual(['log Handled 3']);

    finish(0);
    await sweep.stop();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(runs).toBe(2);
  });

  it('logs a failed run as a warning and runs again at the next interval', async () => {
    const { lines, log } = logger();
    const sweep = new PeriodicSweep(
      log,
      'The sweep failed',
      () => Promise.reject(new Error('database away')),
      (count) => `Handled ${count}`,
    );
    sweep.start(1);

    await jest.advanceTimersByTimeAsync(2_000);
    await sweep.stop();

    expect(lines).toEqual([
      'warn The sweep failed: Error: database away',
      'warn The sweep failed: Error: database away',
    ]);
  });

  it('stays off with an interval of 0', async () => {
    const { log } = logger();
    const run = jest.fn(() => Promise.resolve(1));
    const sweep = new PeriodicSweep(log, 'The sweep failed', run, String);
    sweep.start(0);

    await jest.advanceTimersByTimeAsync(60_000);
    await sweep.stop();

    expect(run).not.toHaveBeenCalled();
  });
});
