import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';
import { Public } from '../auth/decorators/public.decorator';

const PING_TIMEOUT_MS = 2000;
const CONNECTED = 1;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: "`{ status: 'ok' }` when the database answers a ping." })
  @ApiServiceUnavailableResponse({ description: ApiMessages.databaseUnavailable })
  async check(): Promise<{ status: 'ok' }> {
    if (this.connection.readyState !== CONNECTED || !this.connection.db) {
      throw new ServiceUnavailableException(ApiMessages.databaseUnavailable);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.connection.db.command({ ping: 1 }), timeout]);
    } catch {
      throw new ServiceUnavailableException(ApiMessages.databaseUnavailable);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' };
  }
}
