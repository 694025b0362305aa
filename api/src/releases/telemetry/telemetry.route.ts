import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type {
  OpenAPIObject,
  PathItemObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ApiMessages, type TelemetryReport } from '@threadline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouteRateLimit } from '../../rate-limit/route-rate-limit';
import { TelemetryBatchDto } from '../dto/telemetry-batch.dto';
import { ReleaseTelemetryService } from './release-telemetry.service';
import { readTelemetryBatch } from './telemetry-body';

const TELEMETRY_ROUTE = '/telemetry/remotes';
/** The rate-limit count's key names the route, as the guard's names a controller's method. */
const RATE_LIMIT_KEY = `POST ${TELEMETRY_ROUTE}`;

/**
 * POST /telemetry/remotes: the shell's mount reports, anonymous and batched (navigator.sendBeacon
 * sends text/plain JSON, which needs no CORS preflight; application/json is taken too). Answers
 * 204 at once; a browser past its budget gets 429, a body that is no batch 400.
 *
 * Served by Fastify itself, not by a Nest controller: every page load sends one or more, and Nest's
 * chain of a route (three global guards, two pipes, the handler's and the answer's promises) was
 * about a third of a beacon's CPU (bench/README.md, Telemetry). What every route has still applies,
 * since it is Fastify's: the request log, the metrics, the security headers, CORS, the body limits,
 * the graceful shutdown, and Nest's exception filter, which Nest installs as Fastify's error
 * handler, so a refusal has the API's one error shape. The rate limit is the guard's: the same budget, store
 * and answer (RouteRateLimit). The route is public; the API explorer has it from
 * describeTelemetryRoute().
 */
@Injectable()
export class TelemetryRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly telemetry: ReleaseTelemetryService,
    private readonly rateLimit: RouteRateLimit,
  ) {}

  onModuleInit(): void {
    // After Nest's routes and before Fastify is ready, as the metrics' hooks are added.
    const fastify = this.adapterHost.httpAdapter?.getInstance() as FastifyInstance | undefined;
    fastify?.post(TELEMETRY_ROUTE, (request, reply) => this.report(request, reply));
  }

  /**
   * Without a promise for a browser's batch while the budget is counted in this process (Redis on):
   * the count, the body's check and the answer each happen at once.
   */
  private report(request: FastifyRequest, reply: FastifyReply): void | Promise<void> {
    const counting = this.rateLimit.hit('telemetry', RATE_LIMIT_KEY, request, reply);
    return counting ? counting.then(() => this.count(request, reply)) : this.count(request, reply);
  }

  private count(request: FastifyRequest, reply: FastifyReply): void | Promise<void> {
    const batch = readTelemetryBatch(request.body);
    if (!(batch instanceof Promise)) return this.answer(batch.reports, reply);
    return batch.then(({ reports }) => this.answer(reports, reply));
  }

  private answer(reports: TelemetryReport[], reply: FastifyReply): void {
    this.telemetry.record(reports);
    reply.code(204).send();
  }
}

const BATCH_REF = { $ref: `#/components/schemas/${TelemetryBatchDto.name}` };

/** The route's entry in the OpenAPI document, which Nest builds from its controllers only. */
export function describeTelemetryRoute(document: OpenAPIObject): OpenAPIObject {
  const operation: PathItemObject = {
    post: {
      operationId: 'TelemetryRoute_report',
      summary: 'The shell’s mount reports, anonymous and batched (navigator.sendBeacon)',
      tags: ['releases'],
      requestBody: {
        required: true,
        content: { 'text/plain': { schema: BATCH_REF }, 'application/json': { schema: BATCH_REF } },
      },
      responses: {
        204: { description: 'Counted' },
        429: { description: ApiMessages.tooManyRequests },
      },
    },
  };
  document.paths[TELEMETRY_ROUTE] = operation;
  return document;
}
