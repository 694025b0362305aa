/** Raised when another process did not answer in time. */
export class DependencyTimeout extends Error {
  constructor(
    readonly dependency: string,
    readonly ms: number,
  ) {
    super(`${dependency} did not answer within ${ms} ms`);
    this.name = 'DependencyTimeout';
  }
}

/**
 * The answer of `work`, or a DependencyTimeout after `ms`. The call itself is not cancelled (no
 * client here can be): a late answer is dropped, and the caller has answered its request already.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, dependency: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DependencyTimeout(dependency, ms)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
