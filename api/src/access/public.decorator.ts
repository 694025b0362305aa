import { Reflector } from '@nestjs/core';

export const PublicRoute = Reflector.createDecorator<true>();

/** Opts a route (or controller) out of the global authentication guard. */
export const Public = () => PublicRoute(true);
