import type { FastifyInstance } from 'fastify';
import { type DynamicModule, Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CatalogueCache } from '../categories/catalogue-cache';
import { ApiMetrics } from './api-metrics';
import { measureRequests } from './http-metrics';
import { METRICS_TOKEN, MetricsController } from './metrics.controller';

interface PoolCounts {
  totalConnectionCount?: number;
  currentCheckedOutCount?: number;
}

/**
 * The driver's connection pools, one per server. The counts are the pools' own getters (the CMAP
 * events would miss the connections made before this module starts listening); reached through
 * the topology, which the driver does not type as public, so a change there reads as no pools.
 */
function poolsOf(client: unknown): PoolCounts[] {
  const servers = (
    client as { topology?: { s?: { servers?: Map<string, { pool?: PoolCounts }> } } }
  ).topology?.s?.servers;
  return servers
    ? [...servers.values()].flatMap((server) => (server.pool ? [server.pool] : []))
    : [];
}

/** Mongoose's readyState: 1 is connected. */
const CONNECTED = 1;

/**
 * GET /metrics (Prometheus) and what feeds it: every request by route template, the catalogue
 * cache, the database pool and failures, the rate limits' refusals, and Node's own metrics.
 */
@Module({})
export class MetricsModule implements OnApplicationBootstrap {
  static register(token: string | undefined): DynamicModule {
    return {
      module: MetricsModule,
      // Any module may inject ApiMetrics to add its own series (the notifications queue's).
      global: true,
      controllers: [MetricsController],
      providers: [
        { provide: ApiMetrics, useFactory: () => new ApiMetrics() },
        { provide: METRICS_TOKEN, useValue: token },
      ],
      exports: [ApiMetrics],
    };
  }

  constructor(
    private readonly metrics: ApiMetrics,
    private readonly adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    @Inject(getConnectionToken()) private readonly connection: Connection,
  ) {}

  onApplicationBootstrap(): void {
    // Before Fastify is ready: its hooks apply to every route, the not-found handler's included.
    const fastify = this.adapterHost.httpAdapter?.getInstance() as FastifyInstance | undefined;
    if (fastify) measureRequests(fastify, this.metrics);
    // CategoriesModule keeps its cache to itself; the metrics only listen to it.
    const catalogue = this.moduleRef.get(CatalogueCache, { strict: false });
    catalogue.onLookup = (outcome) => this.metrics.catalogueCacheLookups.inc({ outcome });
    this.watchDatabase();
  }

  private watchDatabase(): void {
    const { metrics, connection } = this;
    const client = connection.getClient();
    client.on('connectionCheckOutFailed', (event: { reason?: unknown }) =>
      metrics.databasePoolCheckoutFailures.inc({ reason: String(event.reason ?? 'unknown') }),
    );
    // Read at each scrape, so a scrape shows the state of that moment.
    const collect = () => {
      metrics.databaseUp.set(connection.readyState === CONNECTED ? 1 : 0);
      const pools = poolsOf(client);
      metrics.databasePoolConnections.set(
        { state: 'open' },
        pools.reduce((sum, pool) => sum + (pool.totalConnectionCount ?? 0), 0),
      );
      metrics.databasePoolConnections.set(
        { state: 'in_use' },
        pools.reduce((sum, pool) => sum + (pool.currentCheckedOutCount ?? 0), 0),
      );
    };
    const scrape = metrics.registry.metrics.bind(metrics.registry);
    metrics.registry.metrics = async () => {
      collect();
      return scrape();
    };
  }
}
