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
});

describe('dump', () => {
  it('dumps', async () => {
    const document = (await request(testApp.server).get('/docs-json')).body;
    require('node:fs').writeFileSync('/tmp/apidoc-openapi.json', JSON.stringify(document, null, 2));
  });
});
