import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/** The value of one sample line of the exposition, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ CATALOGUE_CACHE_SECONDS: '60', THROTTLE_CONTACTS_LIMIT: '1' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const scrape = async () => {
    const response = await request(testApp.server).get('/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.text;
  };

  it('counts and times requests per route template, not per path', async () => {
    await request(testApp.server).get('/health/live').expect(200);
    await request(testApp.server).get('/categories/no-such-key').expect(404);
    await request(testApp.server).get('/categories/another-missing-key').expect(404);
    await request(testApp.server).get('/no/such/route/at/all').expect(404);

    const text = await scrape();
    expect(
      sample(text, 'http_requests_total{method="GET",route="/health/live",status_code="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/categories/:key",status_code="404"}'),
    ).toBe(2);
    expect(
      sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('no-such-key');
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/categories/:key",status_code="404"}',
      ),
    ).toBe(2);
  });

  it('counts the telemetry beacons, a route Fastify serves itself, under their route', async () => {
    const beacon = (body: string) =>
      request(testApp.server)
        .post('/telemetry/remotes')
        .set('Content-Type', 'text/plain')
        .send(body);
    const batch = JSON.stringify({
      reports: [
        { remote: 'remote-public', release: '20261124T100000Z-aaaa0001', outcome: 'mounted' },
      ],
    });
    await beacon(batch).expect(204);
    await beacon(batch).expect(204);
    await beacon('not json').expect(400);

    const text = await scrape();
    const series = (status: number) =>
      sample(
        text,
        `http_requests_total{method="POST",route="/telemetry/remotes",status_code="${status}"}`,
      );
    expect([series(204), series(400)]).toEqual([2, 1]);
  });

  it('shows the process, the event loop, the heap and the database pool', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'threadline_database_up')).toBe(1);
    expect(sample(text, 'threadline_database_pool_connections{state="open"}')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE threadline_database_failures_total counter');
  });

  it('counts catalogue cache hits and misses', async () => {
    const before = await scrape();
    const lookups = (text: string, outcome: string) =>
      sample(text, `threadline_catalogue_cache_lookups_total{outcome="${outcome}"}`) ?? 0;
    await request(testApp.server).get('/categories').expect(200);
    await request(testApp.server).get('/categories').expect(200);
    await request(testApp.server).get('/categories').expect(200);

    const after = await scrape();
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(2);
  });

  it('counts the rate limits’ refusals by route', async () => {
    const message = { name: 'Ada Buyer', email: 'ada@brand.test', message: 'Two hundred aprons.' };
    await request(testApp.server).post('/contacts').send(message).expect(201);
    await request(testApp.server).post('/contacts').send(message).expect(429);

    const text = await scrape();
    expect(sample(text, 'threadline_rate_limit_refusals_total{route="/contacts"}')).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    process.env.METRICS_TOKEN = 'scrape-token-0123456789abcdef';
    try {
      testApp = await startTestApp();
    } finally {
      delete process.env.METRICS_TOKEN;
    }
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses a scrape without the token and answers one with it', async () => {
    await request(testApp.server).get('/metrics').expect(401);
    await request(testApp.server).get('/metrics').auth('wrong', { type: 'bearer' }).expect(401);
    const response = await request(testApp.server)
      .get('/metrics')
      .auth('scrape-token-0123456789abcdef', { type: 'bearer' })
      .expect(200);
    expect(response.text).toContain('http_requests_total');
  });
});
