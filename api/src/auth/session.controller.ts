import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  HttpStatus,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
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
import { ApiMessages, EMAIL_MAX_LENGTH, type SessionTokenResponse } from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { SessionExchangeDto, SessionTokenDto } from './dto/session-exchange.dto';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller()
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

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
  async exchange(
    @Body() body: Record<string, unknown>,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<SessionTokenResponse> {
    try {
      return await this.sessions.exchange(body?.idToken);
    } catch (error) {
      // A refusal (401, 403) is audited; an outage of the sign-in service is not a refusal.
      if (error instanceof UnauthorizedException || error instanceof ForbiddenException) {
        const claimedEmail = claimedEmailOf(body?.idToken);
        await this.audit.record(
          { ...origin, actor: claimedEmail ? { email: claimedEmail, unverified: true } : {} },
          {
            action: 'session.refused',
            target: { type: 'session', label: claimedEmail },
            changes: [{ field: 'reason', to: error.message }],
          },
        );
      }
      throw error;
    }
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

/**
 * The email a refused ID token claims, read without verifying it: it says who someone tried to
 * be, never who they are. The token itself is never stored.
 */
export function claimedEmailOf(idToken: unknown): string | undefined {
  if (typeof idToken !== 'string') return undefined;
  const payload = idToken.trim().split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH
      ? email.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}
