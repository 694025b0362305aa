import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderHash, openReleaseStore, releaseId, type ReleaseStore } from './release-store';
import { withLock } from './with-lock';

let root: string;
let clock: number;
const tick = () => new Date((clock += 60_000));

function fakeBuild(label: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ label }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  return dir;
}

function record(store: ReleaseStore, label: string, fields: Record<string, unknown> = {}) {
  const from = fakeBuild(label);
  const id = releaseId(tick(), folderHash(from));
  store.add({ id, from, contractsVersion: '0.1.0', ...fields });
  return id;
}

const readPointer = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'remote-public/live.json'), 'utf8'));
const readHistory = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'remote-public/releases.json'), 'utf8'));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  clock = Date.parse('2026-11-24T10:00:00Z');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('staged releases and canaries', () => {
  it('records a staged release in the history without moving the pointer', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const stable = record(store, 'stable');
    store.setLive(stable);
    const staged = record(store, 'staged', { stagedAt: '2026-11-24T10:05:00.000Z' });

    expect(readPointer().id).toBe(stable);
    expect(
      readHistory().releases.find((release: { id: string }) => release.id === staged),
    ).toMatchObject({
      stagedAt: '2026-11-24T10:05:00.000Z',
      wentLiveAt: null,
    });
  });

  it('puts a canary with its share beside the stable release, in the pointer and the history', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const stable = record(store, 'stable');
    store.setLive(stable);
    const candidate = record(store, 'candidate');
    store.startCanary(candidate, 20);

    expect(readPointer()).toMatchObject({
      id: stable,
      manifest: `releases/${stable}/mf-manifest.json`,
      canary: { id: candidate, manifest: `releases/${candidate}/mf-manifest.json`, percent: 20 },
    });
    expect(readHistory().canary).toMatchObject({ id: candidate, percent: 20 });
    expect(store.list().find((release: { id: string }) => release.id === candidate)).toMatchObject({
      canary: 20,
      live: false,
    });
  });

  it('refuses a share outside 1 to 99 and a canary of the stable release itself', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const stable = record(store, 'stable');
    expect(() => store.startCanary(stable, 10)).toThrow('no stable release yet');
    store.setLive(stable);
    const candidate = record(store, 'candidate');
    expect(() => store.startCanary(candidate, 0)).toThrow('from 1 to 99');
    expect(() => store.startCanary(candidate, 100)).toThrow('from 1 to 99');
    expect(() => store.startCanary(candidate, 12.5)).toThrow('from 1 to 99');
    expect(() => store.startCanary(stable, 10)).toThrow('already the stable release');
  });

  it('promotes the canary to the stable release for everyone, and records it', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    store.setLive(record(store, 'stable'));
    const candidate = record(store, 'candidate');
    store.startCanary(candidate, 50);
    store.promote();

    expect(readPointer()).toMatchObject({ id: candidate });
    expect(readPointer().canary).toBeUndefined();
    expect(
      readHistory().releases.find((release: { id: string }) => release.id === candidate),
    ).toMatchObject({
      canaryEndReason: 'promoted',
    });
    expect(() => store.promote()).toThrow('no canary to promote');
  });

  it('ends a canary on rollback, keeping the stable release, and records why', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const stable = record(store, 'stable');
    store.setLive(stable);
    const candidate = record(store, 'candidate');
    store.startCanary(candidate, 50);

    expect(store.rollback()).toMatchObject({ id: candidate, endedCanary: true });
    expect(readPointer()).toEqual(expect.objectContaining({ id: stable }));
    expect(readPointer().canary).toBeUndefined();
    expect(
      readHistory().releases.find((release: { id: string }) => release.id === candidate),
    ).toMatchObject({
      canaryEndReason: 'rolled back by hand',
    });
  });

  it('rolls back past staged releases that never went live', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const first = record(store, 'first');
    store.setLive(first);
    record(store, 'staged', { stagedAt: '2026-11-24T10:05:00.000Z' });
    store.setLive(record(store, 'second'));

    expect(store.rollback().id).toBe(first);
  });

  it('ends a canary for the reason given (the watcher names its own)', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    store.setLive(record(store, 'stable'));
    const candidate = record(store, 'candidate');
    store.startCanary(candidate, 10);
    store.endCanary('error rate 9.0% against 1.0% on the stable release, over 60 mounts');

    expect(
      readHistory().releases.find((release: { id: string }) => release.id === candidate),
    ).toMatchObject({
      canaryEndReason: 'error rate 9.0% against 1.0% on the stable release, over 60 mounts',
    });
    expect(() => store.endCanary('again')).toThrow('no canary under way');
  });
});

describe('the pointer lock', () => {
  it('makes a writer wait for the lock and give up with a clear message when it is held', () => {
    const lockFile = path.join(root, '.lock');
    fs.writeFileSync(lockFile, 'another writer\n');
    expect(() => withLock(lockFile, () => 'changed', { waitMs: 100 })).toThrow(
      'is held by another release',
    );
    fs.rmSync(lockFile);
    expect(withLock(lockFile, () => 'changed', { waitMs: 100 })).toBe('changed');
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('loses no release when several teams release at the same moment', async () => {
    const writers = 6;
    const releasesEach = 4;
    const storeModule = path.join(__dirname, 'release-store.ts');
    // Each writer is its own process, as two teams' `npm run release` would be.
    const script = `
      import fs from 'node:fs';
      import os from 'node:os';
      import path from 'node:path';
      import { folderHash, openReleaseStore, releaseId } from ${JSON.stringify(storeModule)};
      const [root, writer, count] = process.argv.slice(2);
      const store = openReleaseStore({ root, remote: 'remote-public', keep: 1000 });
      for (let index = 0; index < Number(count); index += 1) {
        const from = fs.mkdtempSync(path.join(os.tmpdir(), 'race-'));
        fs.writeFileSync(path.join(from, 'mf-manifest.json'), JSON.stringify({ writer, index }));
        const id = releaseId(new Date(), folderHash(from));
        store.add({ id, from, contractsVersion: '0.1.0' });
        store.setLive(id);
      }
    `;
    const scriptFile = path.join(root, 'writer.mjs');
    fs.writeFileSync(scriptFile, script);
    openReleaseStore({ root, remote: 'remote-public' });
    await Promise.all(
      Array.from(
        { length: writers },
        (_, writer) =>
          new Promise<void>((resolve, reject) =>
            execFile(
              process.execPath,
              [scriptFile, root, String(writer), String(releasesEach)],
              (error, _stdout, stderr) => (error ? reject(new Error(stderr)) : resolve()),
            ),
          ),
      ),
    );

    const history = readHistory();
    expect(history.releases).toHaveLength(writers * releasesEach);
    const pointer = readPointer();
    expect(history.releases.map((release: { id: string }) => release.id)).toContain(pointer.id);
    expect(history.live.id).toBe(pointer.id);
    expect(fs.existsSync(path.join(root, 'remote-public/.lock'))).toBe(false);
  });
});
