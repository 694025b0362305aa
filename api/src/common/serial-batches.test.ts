import { SerialBatches } from './serial-batches';

/** A flush that waits until the test lets it go, recording the batches it was given. */
function heldFlushes() {
  const batches: string[][] = [];
  const releases: Array<(fail?: Error) => void> = [];
  const flush = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      releases.push((fail) => (fail ? reject(fail) : resolve(items.map((item) => `${item}!`))));
    });
  return { batches, releases, flush };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('SerialBatches', () => {
  it('writes the first call at once and every call made meanwhile in one next write', async () => {
    const { batches, releases, flush } = heldFlushes();
    const serial = new SerialBatches(flush);

    const first = serial.add('a');
    const rest = ['b', 'c', 'd'].map((item) => serial.add(item));
    await settled();
    expect(batches).toEqual([['a']]);

    releases[0]();
    expect(await first).toBe('a!');
    await settled();
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    releases[1]();
    expect(await Promise.all(rest)).toEqual(['b!', 'c!', 'd!']);
  });

  it('gives a failed write’s error to its own callers only, and carries on with the next', async () => {
    const { batches, releases, flush } = heldFlushes();
    const serial = new SerialBatches(flush);

    const failing = serial.add('a');
    const later = [serial.add('b'), serial.add('c')];
    releases[0](new Error('the database is away'));

    await expect(failing).rejects.toThrow('the database is away');
    await settled();
    releases[1]();
    expect(await Promise.all(later)).toEqual(['b!', 'c!']);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it('starts a new write for a call made after the queue emptied', async () => {
    const serial = new SerialBatches(async (items: number[]) => items.map((item) => item * 2));

    expect(await serial.add(1)).toBe(2);
    expect(await serial.add(2)).toBe(4);
  });
});
