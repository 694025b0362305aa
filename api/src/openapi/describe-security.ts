import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { FirebaseIdTokenAccepted } from '../access/accept-firebase-id-token.decorator';
import { AuthenticationOptional } from '../access/optional-authentication.decorator';
import { PublicRoute } from '../access/public.decorator';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const BEARER = { bearer: [] };

/** What the guards read a route's decorators from: its handler, then its controller. */
type Targets = Parameters<Reflector['getAllAndOverride']>[1];

/** Every controller method by the operation id the explorer gives it (`Class_method`). */
function handlersOf(app: INestApplication): Map<string, Targets> {
  const handlers = new Map<string, Targets>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name !== 'constructor' && typeof handler === 'function')
          handlers.set(`${metatype.name}_${name}`, [handler as Targets[number], metatype]);
      }
    }
  }
  return handlers;
}

/**
 * Declares each operation's security from the decorators the authentication guard reads, not from
 * what each route remembered to document: none on a @Public() route, an optional bearer on an
 * @OptionalAuthentication() one (a guest may call), a required bearer everywhere else.
 */
export function describeSecurity(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const reflector = app.get(Reflector);
  const handlers = handlersOf(app);
  for (const operations of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      const targets = operation?.operationId && handlers.get(operation.operationId);
      if (!operation || !targets) continue;
      if (reflector.getAllAndOverride(PublicRoute, targets)) delete operation.security;
      else if (reflector.getAllAndOverride(AuthenticationOptional, targets))
        operation.security = [BEARER, {}];
      else operation.security = [BEARER];
      if (reflector.getAllAndOverride(FirebaseIdTokenAccepted, targets))
        operation.description ??= 'The bearer may also be a Firebase ID token.';
    }
  }
  return document;
}
