import { objectSchema, oneOfValues } from '../openapi/api-schema';

/**
 * What the health check reports about each dependency. Only the database decides readiness: the
 * rate limits fail open to an in-process count, and a missing auth provider costs sign-ins only.
 */
export interface HealthReport {
  /** `degraded`: a dependency other than the database does not answer. */
  status: 'ok' | 'degraded';
  dependencies: {
    database: 'up';
    /** `in-process`: no REDIS_URL, each replica counts on its own. */
    rateLimitStore: 'up' | 'down' | 'in-process';
    authProvider: 'up' | 'down';
  };
}

export const HEALTH_REPORT_SCHEMA = objectSchema<HealthReport>({
  status: oneOfValues(['ok', 'degraded']),
  dependencies: objectSchema<HealthReport['dependencies']>({
    database: oneOfValues(['up']),
    rateLimitStore: oneOfValues(['up', 'down', 'in-process']),
    authProvider: oneOfValues(['up', 'down']),
  }),
});

export const LIVENESS_SCHEMA = objectSchema<{ status: 'ok' }>({ status: oneOfValues(['ok']) });
