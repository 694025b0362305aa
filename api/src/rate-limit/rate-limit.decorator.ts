import { Reflector } from '@nestjs/core';
import type { RateLimitedRoute } from '../config/app.config';

/** Puts a route under its own per-client budget (THROTTLE_<ROUTE>_LIMIT per window). */
export const RateLimit = Reflector.createDecorator<RateLimitedRoute>();
