import { useCallback, useLayoutEffect, useState } from 'react';

export type AsyncData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

interface EarlyRequest {
  promise: Promise<unknown>;
  settled?: AsyncData<unknown>;
  startedAt: number;
}

/** A request started by a render that never reached the screen is not trusted after this. */
const EARLY_REQUEST_MAX_AGE_MS = 10_000;
const earlyRequests = new WeakMap<object, Map<string, EarlyRequest>>();

/**
 * Starts the request useEarlyData(owner, key, …) will show, if it is not on its way already: for
 * a page whose code is still loading, so its data does not wait for that code.
 */
export function startEarly(owner: object, key: string, load: () => Promise<unknown>): EarlyRequest {
  let requests = earlyRequests.get(owner);
  if (!requests) earlyRequests.set(owner, (requests = new Map()));
  const existing = requests.get(key);
  if (existing && Date.now() - existing.startedAt < EARLY_REQUEST_MAX_AGE_MS) return existing;
  const promise = load();
  const request: EarlyRequest = { promise, startedAt: Date.now() };
  promise.then(
    (data) => (request.settled = { status: 'success', data }),
    (error: unknown) => (request.settled = { status: 'error', error }),
  );
  requests.set(key, request);
  return request;
}

/** The request a render started, handed to the one mount that shows it (later mounts load afresh). */
function takeEarly(owner: object, key: string): EarlyRequest | undefined {
  const request = earlyRequests.get(owner)?.get(key);
  earlyRequests.get(owner)?.delete(key);
  return request && Date.now() - request.startedAt < EARLY_REQUEST_MAX_AGE_MS ? request : undefined;
}

/** The longest a below-the-fold request waits for the browser to be idle. */
const IDLE_WAIT_MS = 1500;

/**
 * Runs `task` once the next frame is painted and the work it set off (the page's effects, its
 * pictures' decoding) is done: the browser's first idle moment after that frame, or after
 * IDLE_WAIT_MS at the latest.
 */
function afterFirstScreen(task: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const frame = requestAnimationFrame(
    () =>
      (timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'undefined') task();
        else idle = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
      }, 0)),
  );
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * A request's state for a page, started while the page renders, not after it mounts. The
 * shell renders the first page hidden behind its start-up splash, where effects do not run: this
 * way the answer (and whatever `load` preloads, such as the first pictures) arrives during the
 * splash, and the page shows it from its first visible frame. `owner` and `key` name the request
 * (the API client and the path).
 */
export function useEarlyData<T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  /**
   * `below: true` for data far below the fold: it is asked for once the page's first screen is
   * painted and the browser is idle (unless started ahead), so it does not compete with what the
   * first screenful needs.
   */
  { below = false }: { below?: boolean } = {},
): AsyncData<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Once per mount: the first render starts it, the first layout effect takes it.
  useState(() => !below && startEarly(owner, key, load));

  // A layout effect, so an answer that is already here replaces "Loading..." before the paint.
  useLayoutEffect(() => {
    let current = true;
    let cancelWait: (() => void) | undefined;
    const request = attempt === 0 ? takeEarly(owner, key) : undefined;
    if (request?.settled) {
      setState(request.settled as AsyncData<T>);
    } else {
      setState({ status: 'loading' });
      const show = (promise: Promise<T>) =>
        promise.then(
          (data) => current && setState({ status: 'success', data }),
          (error: unknown) => current && setState({ status: 'error', error }),
        );
      if (request) show(request.promise as Promise<T>);
      else if (below && attempt === 0) cancelWait = afterFirstScreen(() => show(load()));
      else show(load());
    }
    return () => {
      current = false;
      cancelWait?.();
    };
  }, [owner, key, load, attempt, below]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
