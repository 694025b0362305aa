import { applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiMessages } from '@threadline/contracts';
import type { RateLimitedRoute } from '../config/app.config';

/** Which per-client budget a route counts against (read by the throttlers' skipIf). */
export const RateLimitBudget = Reflector.createDecorator<RateLimitedRoute>();

/**
 * Puts a route under its own per-client budget (THROTTLE_<ROUTE>_LIMIT per window); the OpenAPI
 * document lists the 429 it answers past it.
 */
export const RateLimit = (route: RateLimitedRoute) =>
  applyDecorators(
    RateLimitBudget(route),
    ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests }),
  );
