import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request a handler, guard or filter sees: Fastify's (the API runs on @nestjs/platform-fastify). */
export type HttpRequest = FastifyRequest;

/** The reply a handler, guard or filter writes to. */
export type HttpResponse = FastifyReply;
