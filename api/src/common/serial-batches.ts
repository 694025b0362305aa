interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * One write at a time for items that would otherwise race each other: `flush` gets every item added
 * while no flush was running, and callers that arrive during a flush wait for the next one, which
 * takes them all. A burst of N calls is then a handful of writes instead of N concurrent ones. If a
 * flush fails, each of its callers gets the error; the next flush takes whoever came after.
 */
export class SerialBatches<T, R> {
  private pending: Waiting<T, R>[] = [];
  private flushing = false;

  /** `flush` answers one result per item, in their order. */
  constructor(private readonly flush: (items: T[]) => Promise<R[]>) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.flushing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.flushing = true;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      try {
        const results = await this.flush(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, index) => waiting.resolve(results[index]));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.flushing = false;
  }
}
