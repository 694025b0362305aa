import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { Public } from '../auth/decorators/public.decorator';

const PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Kept for compatibility: the same answer as /health/ready. */
  @Public()
  @Get()
  @ApiOkResponse({ description: "`{ status: 'ok' }` when the database answers a ping." })
  @ApiServiceUnavailableResponse({ description: ApiMessages.databaseUnavailable })
  check(): Promise<{ status: 'ok' }> {
    return this.ready();
  }

  /**
   * Liveness: the process answers. It never touches the database, so an orchestrator does not
   * restart every replica while the database is down (they only stop being ready).
   */
  @Public()
  @Get('live')
  @ApiOkResponse({ description: "`{ status: 'ok' }` while the process runs." })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: this replica can serve requests, because the database answers a ping. */
  @Public()
  @Get('ready')
  @ApiOkResponse({ description: "`{ status: 'ok' }` when the database answers a ping." })
  @ApiServiceUnavailableResponse({ description: ApiMessages.databaseUnavailable })
  // The ping itself is the test, not Mongoose's readyState: that lags behind a database that has
  // come back, while a ping makes the driver look for the server again at once.
  async ready(): Promise<{ status: 'ok' }> {
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
    return { status: 'ok' };
  }
}
