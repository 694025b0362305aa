import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; the p99 alert (deploy/prometheus/alerts.yml) reads the 0.5 s bucket and its neighbours. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The API process's Prometheus metrics, in a registry of its own (each app in a test process has
 * its own). Other modules add theirs to `registry`: the notifications queue is expected to
 * register `threadline_notifications_queue_depth` (gauge) and
 * `threadline_notifications_failed_total` (counter), which deploy/prometheus/alerts.yml watches.
 */
export class ApiMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route template.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'threadline_rate_limit_refusals_total',
    help: 'Requests refused with 429 by the per-client rate limits, by route template.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly catalogueCacheLookups = new Counter({
    name: 'threadline_catalogue_cache_lookups_total',
    help: 'Public catalogue answers looked up in the cache, by outcome (hit or miss).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly databaseUp = new Gauge({
    name: 'threadline_database_up',
    help: '1 while the API holds a connection to the database, else 0.',
    registers: [this.registry],
  });

  readonly databasePoolConnections = new Gauge({
    name: 'threadline_database_pool_connections',
    help: 'Connections in the MongoDB driver pools, by state (open, in_use).',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });

  readonly databasePoolCheckoutFailures = new Counter({
    name: 'threadline_database_pool_checkout_failures_total',
    help: 'Times a query could not get a pooled connection, by reason (timeout, poolClosed, connectionError).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly databaseFailures = new Counter({
    name: 'threadline_database_failures_total',
    help: 'Requests that failed on the database, by kind (timeout: no answer in time; unavailable: no server).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Heap, event-loop lag (nodejs_eventloop_lag_*), GC, handles, CPU, resident memory.
    collectDefaultMetrics({ register: this.registry });
  }
}
