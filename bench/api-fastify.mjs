#!/usr/bin/env node
// Express against Fastify under Nest on the public catalogue's workload, never a test. The whole
// API cannot boot on Fastify as it is (multer uploads through FileInterceptor, Express's
// `trust proxy`, controllers writing to Express's response), so this boots a faithful subset
// both ways, each in a process of its own: the API's own security headers (helmet, same options),
// CORS, sampled request log (nestjs-pino, same options, written to /dev/null), global throttler
// guard (the six named budgets with their skipIf), an authentication guard that lets @Public()
// through as the API's does, the API's RolesGuard and ValidationPipe, and a controller sending
// the catalogue answer pre-serialised with its ETag (the API's code from api/dist). Next to them,
// a raw Node http server sending the same bytes. No database; 127.0.0.1 only; bounded runs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePorts, waitForHttp } from '@threadline/tools/process/ports';
import { startService, stopAll } from '@threadline/tools/process/processes';
import { rawServerLike } from './lib/raw-server-like.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** What GET /categories answers on a freshly seeded catalogue, near enough in size and shape. */
const CATALOGUE = ['shirts', 'trousers', 'jackets', 'knitwear', 'workwear', 'accessories'].map(
  (key) => ({
    key,
    title: key[0].toUpperCase() + key.slice(1),
    image: `http://127.0.0.1:4000/images/${'0'.repeat(24)}`,
    icon: 'Shirt',
  }),
);

async function serve(adapterName, port) {
  const require = createRequire(path.join(here, '../api/package.json'));
  require('reflect-metadata');
  const {
    Controller,
    Get,
    Inject,
    Injectable,
    Module,
    Req,
    Res,
    UnauthorizedException,
  } = require('@nestjs/common');
  const { APP_GUARD, APP_PIPE, NestFactory, Reflector } = require('@nestjs/core');
  const { ThrottlerGuard, ThrottlerModule } = require('@nestjs/throttler');
  const { Logger, LoggerModule } = require('nestjs-pino');
  const pino = require('pino');
  const helmet = require('helmet').default;
  const dist = (file) => require(path.join(here, '../api/dist', file));
  const { Public, PublicRoute } = dist('auth/decorators/public.decorator.js');
  const { RolesGuard } = dist('auth/guards/roles.guard.js');
  const { createValidationPipe } = dist('common/validation.options.js');
  const { createRequestLogLevel } = dist('common/request-log-sampling.js');
  const { RateLimit } = dist('rate-limit/rate-limit.decorator.js');
  const { RATE_LIMITED_ROUTES } = dist('config/app.config.js');
  const { toCatalogueAnswer, catalogueCachingHeaders, holdsVersion } = dist(
    'categories/catalogue-cache.js',
  );

  const answer = toCatalogueAnswer(CATALOGUE);
  // BENCH_SUBSET_WITHOUT=logger,throttler,guards,pipe,helmet,cors leaves parts out, to see what each costs.
  const without = new Set((process.env.BENCH_SUBSET_WITHOUT ?? '').split(',').filter(Boolean));
  const fastify = adapterName === 'fastify';

  class AuthenticationStandIn {
    constructor(reflector) {
      this.reflector = reflector;
    }
    canActivate(context) {
      if (this.reflector.getAllAndOverride(PublicRoute, [context.getHandler(), context.getClass()]))
        return true;
      throw new UnauthorizedException();
    }
  }
  Injectable()(AuthenticationStandIn);
  Inject(Reflector)(AuthenticationStandIn, undefined, 0);

  class CatalogueController {
    list(request, response) {
      const headers = { ...catalogueCachingHeaders(answer, 5) };
      if (holdsVersion(request.headers['if-none-match'], answer)) {
        if (fastify) response.headers(headers).code(304).send();
        else response.set(headers).status(304).end();
        return;
      }
      headers['Content-Type'] = 'application/json; charset=utf-8';
      headers['Content-Length'] = String(answer.body.length);
      if (fastify) response.headers(headers).code(200).send(answer.body);
      else response.set(headers).status(200).end(answer.body);
    }
  }
  const list = Object.getOwnPropertyDescriptor(CatalogueController.prototype, 'list');
  Req()(CatalogueController.prototype, 'list', 0);
  Res()(CatalogueController.prototype, 'list', 1);
  Reflect.defineMetadata(
    'design:paramtypes',
    [Object, Object],
    CatalogueController.prototype,
    'list',
  );
  for (const decorator of [Get(), Public()]) decorator(CatalogueController.prototype, 'list', list);
  Controller('categories')(CatalogueController);

  const reflector = new Reflector();
  class BenchModule {}
  Module({
    imports: [
      ...(without.has('logger')
        ? []
        : [
            LoggerModule.forRoot({
              pinoHttp: [
                {
                  level: 'info',
                  customProps: () => ({ context: 'HTTP' }),
                  customLogLevel: createRequestLogLevel(),
                  serializers: {
                    req: (request) => ({
                      id: request.id,
                      method: request.method,
                      url: request.url?.split('?')[0],
                    }),
                    res: (response) => ({ statusCode: response.statusCode }),
                  },
                },
                pino.destination({ dest: '/dev/null', sync: true }),
              ],
            }),
          ]),
      ThrottlerModule.forRoot({
        throttlers: RATE_LIMITED_ROUTES.map((route) => ({
          name: route,
          ttl: 60_000,
          limit: 60,
          skipIf: (context) =>
            reflector.getAllAndOverride(RateLimit, [context.getHandler(), context.getClass()]) !==
            route,
        })),
      }),
    ],
    controllers: [CatalogueController],
    providers: [
      ...(without.has('throttler') ? [] : [{ provide: APP_GUARD, useClass: ThrottlerGuard }]),
      ...(without.has('guards')
        ? []
        : [
            { provide: APP_GUARD, useClass: AuthenticationStandIn },
            { provide: APP_GUARD, useClass: RolesGuard },
          ]),
      ...(without.has('pipe') ? [] : [{ provide: APP_PIPE, useFactory: createValidationPipe }]),
    ],
  })(BenchModule);

  let adapter;
  if (fastify) {
    const { FastifyAdapter } = require('@nestjs/platform-fastify');
    adapter = new FastifyAdapter();
  }
  const app = adapter
    ? await NestFactory.create(BenchModule, adapter, { bufferLogs: true })
    : await NestFactory.create(BenchModule, { bufferLogs: true });
  if (!without.has('logger')) app.useLogger(app.get(Logger));
  if (!without.has('helmet'))
    app.use(
      helmet({
        crossOriginResourcePolicy: { policy: 'cross-origin' },
        contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      }),
    );
  const allowlist = new Set(['http://127.0.0.1:3000']);
  if (!without.has('cors'))
    app.enableCors({
      origin: (origin, callback) => callback(null, !!origin && allowlist.has(origin)),
      exposedHeaders: ['X-Total-Count', 'X-Unread-Count'],
      maxAge: 600,
    });
  await app.listen(port, '127.0.0.1');
  console.log('listening');
}

function load(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ title, url, duration, connections, pipelining: 1 }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          title,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx + result.errors,
        });
    });
  });
}

async function main() {
  const [expressPort, fastifyPort, rawPort] = await freePorts(3);
  const start = async (name, port) => {
    const service = startService(
      `nest on ${name}`,
      process.execPath,
      [fileURLToPath(import.meta.url), '--serve', name, String(port)],
      { quiet: true },
    );
    await waitForHttp(`http://127.0.0.1:${port}/categories`, {
      name,
      isAlive: () => !service.exited,
    });
  };
  try {
    await start('express', expressPort);
    await start('fastify', fastifyPort);
    const rawUrl = await rawServerLike(`http://127.0.0.1:${expressPort}/categories`, rawPort);

    console.log(
      `autocannon: ${connections} connections, ${duration}s per target, 127.0.0.1 only\n`,
    );
    const rows = [];
    rows.push(await load('raw node http (the same bytes)', rawUrl));
    rows.push(
      await load(
        'Nest on Express, GET /categories (subset)',
        `http://127.0.0.1:${expressPort}/categories`,
      ),
    );
    rows.push(
      await load(
        'Nest on Fastify, GET /categories (subset)',
        `http://127.0.0.1:${fastifyPort}/categories`,
      ),
    );
    rows.push(await load('raw node http again', rawUrl));
    const rawRps = (rows[0].rps + rows[3].rps) / 2;
    const width = Math.max(...rows.map((r) => r.title.length));
    console.log(
      `${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'÷ raw'.padStart(6)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  non-2xx`,
    );
    for (const r of rows)
      console.log(
        `${r.title.padEnd(width)}  ${r.rps.toFixed(0).padStart(7)}  ${(r.rps / rawRps).toFixed(3).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${r.non2xx}`,
      );
    console.log(
      `\n÷ raw: over the mean of the two raw runs. Fastify ÷ Express: ${(rows[2].rps / rows[1].rps).toFixed(2)}`,
    );
  } finally {
    await stopAll();
  }
}

if (process.argv[2] === '--serve') {
  process.on('SIGTERM', () => process.exit(0));
  await serve(process.argv[3], Number(process.argv[4]));
} else await main();
