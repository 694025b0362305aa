import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import { ApiMessages } from '@threadline/contracts';
import { Public } from '../access/public.decorator';
import { ApiMetrics } from './api-metrics';

export const METRICS_TOKEN = Symbol('METRICS_TOKEN');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus's scrape target. The gateway never routes it (deploy/api-gateway/nginx.conf), so
 * only the internal network reaches it; with METRICS_TOKEN set it also wants that bearer token.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: ApiMetrics,
    @Inject(METRICS_TOKEN) private readonly token: string | undefined,
  ) {}

  @Public()
  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    if (this.token && !sameSecret(authorization ?? '', `Bearer ${this.token}`))
      throw new UnauthorizedException(ApiMessages.unauthorized);
    response
      .status(200)
      .type(this.metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await this.metrics.registry.metrics());
  }
}
