import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { Public } from '../access/public.decorator';
import { FirebaseAuthService } from '../firebase/firebase-auth.service';
import { RateLimitStore } from '../rate-limit/rate-limit-store';
import { HEALTH_REPORT_SCHEMA, LIVENESS_SCHEMA, type HealthReport } from './health-report';

const PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly rateLimits: RateLimitStore,
    private readonly firebase: FirebaseAuthService,
  ) {}

  /** Kept for compatibility: the same answer as /health/ready. */
  @Public()
  @Get()
  @ApiOkResponse({ schema: HEALTH_REPORT_SCHEMA, description: 'The same report as /health/ready.' })
  @ApiServiceUnavailableResponse({ description: ApiMessages.databaseUnavailable })
  check(): Promise<HealthReport> {
    return this.ready();
  }

  /**
   * Liveness: the process answers. It never touches the database, so an orchestrator does not
   * restart every replica while the database is down (they only stop being ready).
   */
  @Public()
  @Get('live')
  @ApiOkResponse({
    schema: LIVENESS_SCHEMA,
    description: "`{ status: 'ok' }` while the process runs.",
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: this replica can serve requests, because the database answers a ping. The answer
   * reports each dependency; each is asked with its own timeout, all at once.
   */
  @Public()
  @Get('ready')
  @ApiOkResponse({
    schema: HEALTH_REPORT_SCHEMA,
    description:
      "`{ status: 'ok' | 'degraded', dependencies: { database, rateLimitStore, authProvider } }` when the database answers a ping.",
  })
  @ApiServiceUnavailableResponse({ description: ApiMessages.databaseUnavailable })
  // The ping itself is the test, not Mongoose's readyState: that lags behind a database that has
  // come back, while a ping makes the driver look for the server again at once.
  async ready(): Promise<HealthReport> {
    const [, redis, authProvider] = await Promise.all([
      this.pingDatabase(),
      this.rateLimits.redisStatus(),
      this.firebase.status(),
    ]);
    const rateLimitStore = redis === 'off' ? 'in-process' : redis;
    return {
      status: rateLimitStore === 'down' || authProvider === 'down' ? 'degraded' : 'ok',
      dependencies: { database: 'up', rateLimitStore, authProvider },
    };
  }

  private async pingDatabase(): Promise<void> {
    const db = this.connection.db;
    if (!db) throw new ServiceUnavailableException(ApiMessages.databaseUnavailable);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.command({ ping: 1 }), timeout]);
    } catch {
      throw new ServiceUnavailableException(ApiMessages.databaseUnavailable);
    } finally {
      clearTimeout(timer);
    }
  }
}
