import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

/** Every method a client may send that a documented path could lack (QUERY: RFC 10008). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'QUERY'];
/** An ObjectId: also a category key. */
const SEGMENT = '0123456789abcdef01234567';

interface DocumentedPath {
  path: string;
  /** The concrete path requested: every {parameter} filled in. */
  url: string;
  /** Every method that routes `url`: its own, and those of other paths it also matches. */
  allowed: string[];
}

let documented: DocumentedPath[] = [];

/** A request by any method Node knows (supertest's types leave QUERY out). */
const call = (method: string, url: string): request.Test =>
  (request(testApp.server) as unknown as Record<string, (url: string) => request.Test>)[
    method.toLowerCase()
  ](url);

interface PathParameter {
  name: string;
  in: string;
  schema?: { pattern?: string; enum?: string[] };
}

/**
 * A value for each {parameter} its documented rule accepts (an ObjectId, the first milestone, a
 * round, a batch id, an address).
 */
const FILLERS = [SEGMENT, '1', '3f2a9c4e-8b1d-4e6f-9a2b-7c5d0e1f2a3b', 'someone@example.test'];
const fillerFor = (parameter?: PathParameter) =>
  parameter?.schema?.enum?.[0] ??
  FILLERS.find(
    (value) => !parameter?.schema?.pattern || new RegExp(parameter.schema.pattern).test(value),
  )!;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a documented path (`/quotes/{id}`) takes a concrete one, each parameter read by its
 * documented rule (so /quotes/attachments is not a quote's id).
 */
function matches(path: string, parameters: PathParameter[], url: string) {
  const source = path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const schema = parameters.find((one) => one.name === name)?.schema;
    if (!schema) return '[^/]+';
    if (schema.enum) return `(?:${schema.enum.map(escaped).join('|')})`;
    return schema.pattern ? `(?:${schema.pattern.replace(/^\^/, '').replace(/\$$/, '')})` : '[^/]+';
  });
  return new RegExp(`^${source}$`, 'i').test(url);
}

beforeAll(async () => {
  testApp = await startTestApp();
  const document = (await request(testApp.server).get('/docs-json')).body as {
    paths: Record<string, Record<string, { parameters?: PathParameter[] }>>;
  };
  const paths = Object.entries(document.paths).map(([path, operations]) => ({
    path,
    methods: Object.keys(operations).map((method) => method.toUpperCase()),
    parameters: Object.values(operations)
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'path'),
  }));
  documented = paths.map(({ path, parameters }) => {
    const url = path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
      fillerFor(parameters.find((one) => one.name === name)),
    );
    const methods = paths
      .filter((other) => matches(other.path, other.parameters, url))
      .flatMap((other) => other.methods);
    // Fastify answers HEAD wherever it answers GET.
    if (methods.includes('GET')) methods.push('HEAD');
    return { path, url, allowed: [...new Set(methods)].sort() };
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('a method a documented path does not have', () => {
  it('answers 405 with Allow naming the path’s methods, on every documented path', async () => {
    expect(documented.length).toBeGreaterThan(30);
    const wrong: string[] = [];

    for (const entry of documented) {
      const { allowed } = entry;
      for (const method of METHODS.filter((one) => !allowed.includes(one))) {
        const response = await call(method, entry.url);
        const seen = `${method} ${entry.path} → ${response.status} Allow: ${response.headers.allow}`;
        if (response.status !== 405 || response.headers.allow !== allowed.join(', '))
          wrong.push(seen);
        else if (
          method !== 'HEAD' &&
          response.body.message !== ApiMessages.methodNotAllowed(method, allowed.join(', '))
        )
          wrong.push(`${seen} message: ${response.body.message}`);
      }
    }

    expect(wrong).toEqual([]);
  });

  it('leaves an unknown path 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'TRACE', 'DELETE']) {
      const response = await request(testApp.server)[method.toLowerCase() as 'get'](
        '/no-such-path/here',
      );

      expect({ method, status: response.status, allow: response.headers.allow }).toEqual({
        method,
        status: 404,
        allow: undefined,
      });
    }
  });

  it('answers 405 where another route’s parameter would take a path its rule refuses', async () => {
    const patch = await request(testApp.server).patch('/quotes/attachments').send({});
    const get = await request(testApp.server).get('/orders/preview');
    const badId = await request(testApp.server).get('/quotes/not-an-id');

    expect([patch.status, patch.headers.allow]).toEqual([405, 'POST']);
    expect([get.status, get.headers.allow]).toEqual([405, 'POST']);
    // A path that no route takes by its rules is still the parametric route's to refuse.
    expect(badId.status).not.toBe(405);
  });

  it('answers TRACE /audit and QUERY /contacts/{id} with 405, as the outside fuzzer sent them', async () => {
    const trace = await request(testApp.server).trace('/audit');
    const query = await call('QUERY', `/contacts/${SEGMENT}`)
      .set('Content-Type', 'application/json')
      .send('{}');

    expect([trace.status, trace.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect([query.status, query.headers.allow]).toEqual([405, 'DELETE']);
  });
});
