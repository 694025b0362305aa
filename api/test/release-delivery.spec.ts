// The API's side of progressive delivery, against a real release store on disk (the same files
// `npm run release` writes) and the real database: browsers' telemetry, the Releases overview,
// promote and stop from the page (audited), and the watcher that ends a failing canary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  ReleaseMessages,
  TELEMETRY_MAX_REPORTS,
  type TelemetryReport,
} from '@threadline/contracts';
import { openReleaseStore } from '@threadline/releases';
import { ReleaseStoreService } from '../src/releases/release-store.service';
import { ReleaseTelemetryService } from '../src/releases/telemetry/release-telemetry.service';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

const STABLE = '20261124T100000Z-aaaa0001';
const CANARY = '20261124T110000Z-bbbb0002';

let testApp: TestApp;
let admin: SignedInAccount;
let releasesDir: string;

/** A release folder as a build leaves it (only what the store checks), recorded in the store. */
function addRelease(remote: string, id: string) {
  const store = openReleaseStore({ root: releasesDir, remote });
  const folder = path.join(store.dir, 'releases', id);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
  store.add({ id, contractsVersion: '0.1.0' });
  return store;
}

/** remote-public with STABLE live and CANARY at 30%. */
function withCanary() {
  fs.rmSync(path.join(releasesDir, 'remote-public'), { recursive: true, force: true });
  addRelease('remote-public', STABLE).setLive(STABLE);
  const store = addRelease('remote-public', CANARY);
  store.startCanary(CANARY, 30);
  return store;
}

const report = (reports: object[]) =>
  request(testApp.server)
    .post('/telemetry/remotes')
    .set('Content-Type', 'text/plain')
    .send(JSON.stringify({ reports }));

const mounts = (release: string, outcome: string, count: number) =>
  Array.from({ length: count }, () => ({ remote: 'remote-public', release, outcome }));

const asAdmin = (test: request.Test) => test.set('Authorization', `Bearer ${admin.token}`);

beforeAll(async () => {
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threadline-delivery-'));
  testApp = await startTestApp({
    RELEASES_DIR: releasesDir,
    CANARY_MIN_MOUNTS: '10',
    CANARY_BUDGET_POINTS: '2',
    // The spec runs the watcher's rounds itself.
    CANARY_WATCH_INTERVAL_SECONDS: '0',
  });
  admin = await signedInAdmin(testApp);
});
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(releasesDir, { recursive: true, force: true });
});
beforeEach(() => testApp.db.collection('release_telemetry').deleteMany({}));

describe('telemetry from the browsers', () => {
  it('counts a sendBeacon batch (text/plain JSON) per release and outcome, and the Releases page shows the last hour', async () => {
    withCanary();
    expect(
      (
        await report([
          ...mounts(STABLE, 'mounted', 3),
          ...mounts(CANARY, 'mounted', 3),
          ...mounts(CANARY, 'failed_render', 1),
        ])
      ).status,
    ).toBe(204);
    // application/json is taken too.
    const json = await request(testApp.server)
      .post('/telemetry/remotes')
      .send({ reports: mounts(CANARY, 'failed_chunk', 1) });
    expect(json.status).toBe(204);
    await testApp.app.get(ReleaseTelemetryService).flush();

    const overview = await asAdmin(request(testApp.server).get('/releases'));
    expect(overview.status).toBe(200);
    const remote = overview.body.remotes.find(
      (entry: { remote: string }) => entry.remote === 'remote-public',
    );
    expect(remote.live.id).toBe(STABLE);
    expect(remote.canary).toMatchObject({ id: CANARY, percent: 30 });
    const byId = Object.fromEntries(
      remote.releases.map((release: { id: string; lastHour: unknown }) => [
        release.id,
        release.lastHour,
      ]),
    );
    expect(byId[STABLE]).toEqual({ mounts: 3, failures: 0, errorRate: 0 });
    expect(byId[CANARY]).toEqual({ mounts: 5, failures: 2, errorRate: 40 });
    expect(overview.body.watcher).toMatchObject({
      minMounts: 10,
      budgetPoints: 2,
      windowMinutes: 10,
    });
  });

  it('refuses a bad batch with 400 and the field message, and an oversized one with 413, counting nothing', async () => {
    const cases: [string | object, number, string][] = [
      ['not json', 400, 'The body must be a JSON telemetry batch'],
      [{ reports: [] }, 400, 'reports must hold at least one report'],
      [
        { reports: mounts(STABLE, 'mounted', TELEMETRY_MAX_REPORTS + 1) },
        400,
        `reports must hold at most ${TELEMETRY_MAX_REPORTS} reports`,
      ],
      [
        { reports: [{ remote: 'shell', release: STABLE, outcome: 'mounted' }] },
        400,
        'remote must be one of',
      ],
      [
        { reports: [{ remote: 'remote-public', release: '../live', outcome: 'mounted' }] },
        400,
        'release must be a release id',
      ],
      [
        {
          reports: [
            { remote: 'remote-public', release: STABLE, outcome: 'mounted' },
            { remote: 'remote-public', release: '', outcome: 'mounted' },
          ],
        },
        400,
        'release must be a release id',
      ],
      [
        { reports: [{ remote: 'remote-public', release: STABLE, outcome: 'exploded' }] },
        400,
        'outcome must be one of',
      ],
      [
        {
          reports: [
            { remote: 'remote-public', release: STABLE, outcome: 'mounted', email: 'a@b.example' },
          ],
        },
        400,
        'property email should not exist',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await request(testApp.server)
        .post('/telemetry/remotes')
        .set('Content-Type', 'text/plain')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect([response.status, JSON.stringify(response.body.message)]).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    const huge = await request(testApp.server)
      .post('/telemetry/remotes')
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(20 * 1024));
    expect(huge.status).toBe(413);
    await testApp.app.get(ReleaseTelemetryService).flush();
    expect(await testApp.db.collection('release_telemetry').countDocuments()).toBe(0);
  });

  it('adds up counts across minutes and flushes: each minute is its own document, and a count after a flush adds to it', async () => {
    const service = testApp.app.get(ReleaseTelemetryService);
    const minute = Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000;
    const batch = (release: string, outcome: string, count: number) =>
      mounts(release, outcome, count) as TelemetryReport[];
    service.record(batch(STABLE, 'mounted', 2), minute + 1_000);
    service.record(batch(CANARY, 'failed_render', 1), minute + 2_000);
    service.record(batch(STABLE, 'mounted', 1), minute + 61_000);
    await service.flush();
    service.record(batch(STABLE, 'failed_chunk', 3), minute + 59_000);
    await service.flush();

    const docs = await testApp.db
      .collection('release_telemetry')
      .find({}, { projection: { _id: 1, counts: 1 } })
      .toArray();
    const at = (offset: number) => new Date(minute + offset).toISOString();
    expect(Object.fromEntries(docs.map((doc) => [doc._id, doc.counts]))).toEqual({
      [`remote-public|${STABLE}|${at(0)}`]: { mounted: 2, failed_chunk: 3 },
      [`remote-public|${CANARY}|${at(0)}`]: { failed_render: 1 },
      [`remote-public|${STABLE}|${at(60_000)}`]: { mounted: 1 },
    });
    const stats = await service.statsSince(
      [{ remote: 'remote-public', release: STABLE }],
      minute,
      minute + 120_000,
    );
    expect(stats.get(`remote-public|${STABLE}`)).toEqual({ mounts: 6, failures: 3, errorRate: 50 });
  });

  it('keeps the counts for a bounded time: documents past the retention are removed', async () => {
    await report(mounts(STABLE, 'mounted', 2));
    const service = testApp.app.get(ReleaseTelemetryService);
    await service.flush();
    expect(await service.prune(new Date(Date.now() + 6 * 24 * 3600_000))).toBe(0);
    expect(await service.prune(new Date(Date.now() + 8 * 24 * 3600_000))).toBe(1);
  });
});

describe('the canary watcher', () => {
  it('waits while the canary has too few mounts, then ends it when its error rate is over the budget, with the reason in the history', async () => {
    const store = withCanary();
    const watcher = testApp.app.get(ReleaseStoreService);
    await report([
      ...mounts(STABLE, 'mounted', 40),
      ...mounts(CANARY, 'mounted', 5),
      ...mounts(CANARY, 'failed_render', 4),
    ]);
    expect(await watcher.watch()).toEqual([]);
    expect(store.pointer()?.canary?.id).toBe(CANARY);

    await report(mounts(CANARY, 'failed_render', 1));
    const ended = await watcher.watch();
    expect(ended).toEqual([
      {
        remote: 'remote-public',
        canary: CANARY,
        reason: expect.stringContaining(
          'rolled back by the watcher: error rate 50.0% over 10 mounts, against 0.0% over 40',
        ),
      },
    ]);
    expect(store.pointer()).toMatchObject({ id: STABLE });
    expect(store.pointer()?.canary).toBeUndefined();

    const overview = await asAdmin(request(testApp.server).get('/releases'));
    const canary = overview.body.remotes[0].releases.find(
      (release: { id: string }) => release.id === CANARY,
    );
    expect(canary.canaryEndReason).toContain('rolled back by the watcher');
    // A second replica's round finds nothing left to end.
    expect(await watcher.watch()).toEqual([]);
  });

  it('keeps a canary that is no worse than stable beyond the budget', async () => {
    const store = withCanary();
    await report([
      ...mounts(STABLE, 'mounted', 90),
      ...mounts(STABLE, 'failed_entry', 10),
      ...mounts(CANARY, 'mounted', 89),
      ...mounts(CANARY, 'failed_chunk', 11),
    ]);
    expect(await testApp.app.get(ReleaseStoreService).watch()).toEqual([]);
    expect(store.pointer()?.canary?.id).toBe(CANARY);
  });
});

describe('promote and stop from the Releases page', () => {
  it('promotes the canary the admin saw, and the audit log has the entry', async () => {
    const store = withCanary();
    const stale = await asAdmin(
      request(testApp.server)
        .post('/releases/remote-public/canary/promote')
        .send({ canary: STABLE }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ReleaseMessages.canaryMoved);

    const promoted = await asAdmin(
      request(testApp.server)
        .post('/releases/remote-public/canary/promote')
        .send({ canary: CANARY }),
    );
    expect(promoted.status).toBe(200);
    expect(store.pointer()).toMatchObject({ id: CANARY });
    expect(store.pointer()?.canary).toBeUndefined();

    const audit = await asAdmin(
      request(testApp.server).get('/audit').query({ action: 'release.promoted' }),
    );
    expect(audit.body[0]).toMatchObject({
      action: 'release.promoted',
      actor: { email: admin.email },
      target: { type: 'release', id: CANARY, label: `remote-public ${CANARY}` },
    });

    const none = await asAdmin(
      request(testApp.server).post('/releases/remote-public/canary/stop').send({ canary: CANARY }),
    );
    expect([none.status, none.body.message]).toEqual([409, ReleaseMessages.noCanary]);
  });

  it('stops a canary: everyone is back on stable, the reason names the admin, and it is audited', async () => {
    const store = withCanary();
    const stopped = await asAdmin(
      request(testApp.server).post('/releases/remote-public/canary/stop').send({ canary: CANARY }),
    );
    expect(stopped.status).toBe(200);
    expect(stopped.body.canaryEndReason).toBe(`stopped by ${admin.email} from the Releases page`);
    expect(store.pointer()).toMatchObject({ id: STABLE });
    const audit = await asAdmin(
      request(testApp.server).get('/audit').query({ action: 'release.canary_stopped' }),
    );
    expect(audit.body[0]).toMatchObject({ target: { id: CANARY } });
  });

  it('is for admins only, and an unknown remote is a 404', async () => {
    withCanary();
    const person = await signedInPerson(testApp);
    const refused = await request(testApp.server)
      .post('/releases/remote-public/canary/promote')
      .set('Authorization', `Bearer ${person.token}`)
      .send({ canary: CANARY });
    expect(refused.status).toBe(403);
    expect(
      (
        await asAdmin(
          request(testApp.server).post('/releases/shell/canary/promote').send({ canary: CANARY }),
        )
      ).status,
    ).toBe(404);
  });
});
