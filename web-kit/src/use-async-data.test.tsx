import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsyncData } from './use-async-data';

/** A promise the test settles by hand, to order answers the way a slow network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsyncData', () => {
  it('is loading until the call answers, then holds the data', async () => {
    const answer = deferred<string[]>();
    // Callers memoise `load`; a new function on every render would call again on every render.
    const load = () => answer.promise;
    const { result } = renderHook(() => useAsyncData(load));
    expect(result.current.status).toBe('loading');

    await act(async () => answer.resolve(['linen', 'denim']));
    expect(result.current).toMatchObject({ status: 'success', data: ['linen', 'denim'] });
  });

  it('holds the error when the call fails', async () => {
    const failure = new Error('Request failed with status code 500');
    const load = () => Promise.reject(failure);
    const { result } = renderHook(() => useAsyncData(load));

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ status: 'error', error: failure });
  });

  it('calls again on reload and shows loading meanwhile', async () => {
    const load = jest.fn<Promise<number>, []>().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const { result } = renderHook(() => useAsyncData(load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 1 }));

    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 2 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the newer answer when an older call settles after it', async () => {
    const older = deferred<string>();
    const newer = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useAsyncData(load), {
      initialProps: { load: () => older.promise },
    });

    rerender({ load: () => newer.promise });
    await act(async () => newer.resolve('page 2'));
    await act(async () => older.resolve('page 1'));

    expect(result.current).toMatchObject({ status: 'success', data: 'page 2' });
  });
});
