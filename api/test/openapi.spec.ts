import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe('the OpenAPI document at /docs-json', () => {
  it('validates against the OpenAPI 3.0 schema, so a client generator can read it', async () => {
    const document = (await request(testApp.server).get('/docs-json')).body;

    // validate() dereferences in place; a copy keeps the answer as served for the checks below.
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(document.openapi).toMatch(/^3\.0\./);
  });

  it('gives every response header a schema (X-Total-Count and X-Unread-Count are integers)', async () => {
    const document = (await request(testApp.server).get('/docs-json')).body;
    const headers = Object.values(document.paths as Record<string, Record<string, unknown>>)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.values((operation as { responses?: object }).responses ?? {}))
      .flatMap((response) => Object.entries((response as { headers?: object }).headers ?? {}));

    expect(headers.length).toBeGreaterThan(0);
    for (const [name, header] of headers)
      expect({ name, schema: (header as { schema?: unknown }).schema }).toEqual({
        name,
        schema: { type: 'integer' },
      });
  });

  it('gives every orders operation a success response with a schema', async () => {
    const document = (await request(testApp.server).get('/docs-json')).body;
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(
      document.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>,
    )) {
      if (!path.startsWith('/orders')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([code]) =>
          code.startsWith('2'),
        )?.[1] as { content?: Record<string, { schema?: unknown }> } | undefined;
        const schemas = Object.values(success?.content ?? {}).filter((media) => media.schema);
        if (schemas.length === 0) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/orders/{id}/samples/{milestone}/rounds',
        '/orders/{id}/samples/{milestone}/rounds/{round}/decision',
        '/orders/{id}/inspections',
        '/orders/{id}/shipment',
        '/orders/export.csv',
        '/orders/mine/summary',
      ]),
    );
  });
});
