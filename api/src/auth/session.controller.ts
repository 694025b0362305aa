import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiNoContentResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiMessages, type SessionTokenResponse } from '@threadline/contracts';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { AuthPrincipal } from './auth-principal';
import { CurrentUser } from './decorators/current-user.decorator';
import { Public } from './decorators/public.decorator';
import { SessionExchangeDto, SessionTokenDto } from './dto/session-exchange.dto';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  // The body is read as a plain object on purpose: the global pipe's forbidNonWhitelisted would
  // turn the legacy `{ email }` body into a 400, and it must be refused as unauthenticated (401).
  @Public()
  @RateLimit('jwt')
  @Post('jwt')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: SessionExchangeDto })
  @ApiOkResponse({ type: SessionTokenDto })
  @ApiUnauthorizedResponse({ description: 'No, or an invalid, Firebase ID token.' })
  @ApiForbiddenResponse({ description: 'The email address is not verified yet.' })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  exchange(@Body() body: Record<string, unknown>): Promise<SessionTokenResponse> {
    return this.sessions.exchange(body?.idToken);
  }

  /** Ends every API token of the caller's record, not only the one sent. */
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Every API token of this account stops working.' })
  @ApiUnauthorizedResponse({ description: 'No, or an already ended, API token.' })
  logout(@CurrentUser() caller: AuthPrincipal): Promise<void> {
    return this.sessions.logout(caller);
  }
}
