import type { Logger } from '@nestjs/common';

/**
 * A job the API runs every few seconds in the background (the trash's purge, the unused images'
 * removal): never two runs at once, never holding the process open, and a stop that waits for the
 * run in flight. Several API processes may run the same job; each job is safe to repeat.
 */
export class PeriodicSweep {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly logger: Logger,
    /** What the log says when a run fails: "The trash sweep failed". */
    private readonly failure: string,
    /** One run; answers how many records it handled. */
    private readonly run: () => Promise<number>,
    /** The log line for a run that handled some: `Purged 3 records from the trash`. */
    private readonly report: (count: number) => string,
  ) {}

  /** Starts running every `intervalSeconds`; 0 or less leaves it off. */
  start(intervalSeconds: number): void {
    if (intervalSeconds <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.run()
        .then((count) => {
          if (count > 0) this.logger.log(this.report(count));
        })
        .catch((error: unknown) => this.logger.warn(`${this.failure}: ${String(error)}`))
        .finally(() => (this.running = undefined));
    }, intervalSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
