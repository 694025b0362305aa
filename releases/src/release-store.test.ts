import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseMessages } from '@threadline/contracts/releases';
import {
  checkCompatibility,
  folderHash,
  isReleaseId,
  keepFromEnv,
  openReleaseStore,
  releaseId,
} from './release-store';
import type { ReleaseStore } from './release-store';

let root: string;
let clock: number;
const tick = () => new Date((clock += 60_000));

/** A stand-in build: the files a remote's webpack writes, with content that makes it unique. */
function fakeBuild(label: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: 'remote_public', label }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  fs.writeFileSync(
    path.join(dir, `__federation_expose_App.${label.padEnd(8, '0')}.js`),
    'x'.repeat(100),
  );
  return dir;
}

function ship(store: ReleaseStore, label: string, contractsVersion = '0.1.0') {
  const from = fakeBuild(label);
  const id = releaseId(tick(), folderHash(from));
  store.add({ id, from, contractsVersion, shared: { react: '^19.2.0' } });
  store.setLive(id);
  return id;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  clock = Date.parse('2026-11-22T23:15:00Z');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('release ids', () => {
  it('start with the UTC time, sort in time order and end with a short content hash', () => {
    const first = releaseId(new Date('2026-11-22T23:15:00.123Z'), 'ABCDEF0123456789');
    const later = releaseId(new Date('2026-11-23T01:02:03Z'), '0000000000');
    expect(first).toBe('20261122T231500Z-abcdef01');
    expect([later, first].sort()).toEqual([first, later]);
    expect(isReleaseId(first)).toBe(true);
    expect(isReleaseId('../live.json')).toBe(false);
  });

  it('differ for two builds in the same second', () => {
    const at = new Date('2026-11-22T23:15:00Z');
    expect(releaseId(at, folderHash(fakeBuild('aaaa')))).not.toBe(
      releaseId(at, folderHash(fakeBuild('bbbb'))),
    );
  });
});

describe('the release store', () => {
  it('copies a build into its own folder and records it without making it live', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const from = fakeBuild('first');
    const id = releaseId(tick(), folderHash(from));
    const release = store.add({
      id,
      from,
      contractsVersion: '0.1.0',
      shared: { react: '^19.2.0' },
    });

    expect(
      fs.readFileSync(path.join(root, 'remote-public/releases', id, 'remoteEntry.js'), 'utf8'),
    ).toBe('/* first */');
    expect(release).toMatchObject({
      id,
      wentLiveAt: null,
      contractsVersion: '0.1.0',
      sizes: { files: 3 },
    });
    expect(release.sizes.bytes).toBeGreaterThan(100);
    expect(store.liveId()).toBeNull();
    expect(() => store.add({ id, from, contractsVersion: '0.1.0' })).toThrow(
      `already has a release ${id}`,
    );
  });

  it('moves the live pointer and records when the release went live, beside the pointer', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const first = ship(store, 'first');
    const second = ship(store, 'second');

    const pointer = JSON.parse(fs.readFileSync(path.join(root, 'remote-public/live.json'), 'utf8'));
    expect(pointer).toMatchObject({
      remote: 'remote-public',
      id: second,
      manifest: `releases/${second}/mf-manifest.json`,
      contractsVersion: '0.1.0',
    });
    const history = JSON.parse(
      fs.readFileSync(path.join(root, 'remote-public/releases.json'), 'utf8'),
    );
    expect(history.live.id).toBe(second);
    expect(history.releases.map((release: { id: string }) => release.id)).toEqual([second, first]);
    expect(history.releases[0].wentLiveAt).toBe(pointer.wentLiveAt);
    expect(store.list().map((release) => release.live)).toEqual([true, false]);
  });

  it('rolls back to the release before the live one, then to a named one', () => {
    const store = openReleaseStore({ root, remote: 'remote-dashboard', now: tick });
    const first = ship(store, 'first');
    const second = ship(store, 'second');
    const third = ship(store, 'third');

    expect(store.rollback().id).toBe(second);
    expect(store.liveId()).toBe(second);
    expect(store.rollback().id).toBe(first);
    expect(() => store.rollback()).toThrow(`no release before ${first}`);
    expect(store.rollback(third).id).toBe(third);
    expect(() => store.rollback('20200101T000000Z-deadbeef')).toThrow(
      'has no release 20200101T000000Z-deadbeef',
    );
  });

  it('ends or promotes only the canary it was asked about (the Releases page, the watcher)', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', now: tick });
    const stable = ship(store, 'stable');
    const from = fakeBuild('canary');
    const canary = releaseId(tick(), folderHash(from));
    store.add({ id: canary, from, contractsVersion: '0.1.0' });
    store.startCanary(canary, 20);

    expect(store.endCanary('rolled back by the watcher: …', stable)).toBeNull();
    expect(store.promote(stable)).toBeNull();
    expect(store.pointer()?.canary?.id).toBe(canary);

    const ended = store.endCanary('rolled back by the watcher: too many errors', canary);
    expect(ended).toMatchObject({
      id: canary,
      canaryEndReason: 'rolled back by the watcher: too many errors',
    });
    expect(store.pointer()).toMatchObject({ id: stable });
    expect(store.pointer()?.canary).toBeUndefined();
    // A second replica's round: nothing left to end.
    expect(store.endCanary('rolled back by the watcher: too many errors', canary)).toBeNull();
  });

  it('keeps the newest N releases on disk and never deletes the live one', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', keep: 5, now: tick });
    const ids = Array.from({ length: 7 }, (_, index) => ship(store, `build${index}`));
    store.rollback(ids[0]);
    const removed = store.prune();

    expect(removed).toEqual([ids[1]]);
    expect(store.list().map((release: { id: string }) => release.id)).toEqual([
      ...ids.slice(2).reverse(),
      ids[0],
    ]);
    expect(fs.existsSync(store.folderOf(ids[0]))).toBe(true);
    expect(fs.existsSync(store.folderOf(ids[1]))).toBe(false);
    expect(store.liveId()).toBe(ids[0]);
  });

  it('keeps a release put back by a rollback, however old, while it is among the last used', () => {
    const store = openReleaseStore({ root, remote: 'remote-public', keep: 5, now: tick });
    const ids = Array.from({ length: 7 }, (_, index) => ship(store, `build${index}`));
    store.rollback(ids[0]);
    ship(store, 'build7');
    const latest = ship(store, 'build8');
    const removed = store.prune();

    // Tabs opened on ids[0] after the rollback still load its chunks two releases later.
    expect(store.liveId()).toBe(latest);
    expect(removed).toEqual([ids[3], ids[2], ids[1]]);
    expect(fs.existsSync(store.folderOf(ids[0]))).toBe(true);
    expect(store.list().map((release: { id: string }) => release.id)).toContain(ids[0]);
  });

  it('refuses an unknown remote and a folder that is not a build', () => {
    expect(() => openReleaseStore({ root, remote: 'shell' })).toThrow('Unknown remote "shell"');
    const store = openReleaseStore({ root, remote: 'remote-public' });
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-'));
    expect(() =>
      store.add({ id: releaseId(new Date(), 'abcdef12'), from: empty, contractsVersion: '0.1.0' }),
    ).toThrow('holds no mf-manifest.json');
  });
});

describe('RELEASES_KEEP', () => {
  it('defaults to 5 and refuses fewer', () => {
    expect(keepFromEnv(undefined)).toBe(5);
    expect(keepFromEnv('8')).toBe(8);
    expect(() => keepFromEnv('2')).toThrow('at least 5');
    expect(() => keepFromEnv('many')).toThrow('at least 5');
  });
});

describe('the compatibility check', () => {
  const check = (remoteVersion: string, shellVersion: string) =>
    checkCompatibility(
      { remote: 'remote-public', remoteVersion, shellVersion },
      ReleaseMessages.incompatibleContracts,
    );

  it('accepts the same contract major, whatever the minor', () => {
    expect(check('0.1.0', '0.1.0')).toBeNull();
    expect(check('1.4.0', '1.0.2')).toBeNull();
  });

  it("refuses another major with contracts' message naming both versions", () => {
    expect(check('1.0.0', '0.1.0')).toBe(
      'remote-public was built against contracts 1.0.0, but the shell uses contracts 0.1.0; the major versions differ.',
    );
  });

  it('refuses a version it cannot read', () => {
    expect(() => check('latest', '0.1.0')).toThrow('"latest" is not a version');
  });
});
