import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import ts from 'typescript';
import request from 'supertest';
import {
  COUNTRY_CODE_PATTERN,
  MATRIX_COLUMNS_MAX,
  MATRIX_ROWS_MAX,
  QUOTE_LINES_MAX,
  QUOTE_LINES_MIN,
  STYLE_VERSION_ID_PATTERN,
  TARGET_PRICE_MAX_MINOR,
} from '@threadline/contracts';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;

interface Response {
  content?: Record<string, { schema?: Record<string, unknown> }>;
}
interface Operation {
  responses: Record<string, Response>;
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

async function documentAsServed(): Promise<Document> {
  return (await request(testApp.server).get('/docs-json')).body as Document;
}

function operationsOf(document: Document): Array<{ name: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

/** A schema that says something: a type, a reference or a composition, not `{}`. */
const describes = (schema: Record<string, unknown> | undefined) =>
  schema !== undefined && ['type', '$ref', 'oneOf', 'anyOf', 'allOf'].some((key) => key in schema);

/** Every media type of a response, and whether its schema describes the body. */
const bodiesOf = (response: Response) =>
  Object.entries(response.content ?? {}).map(([mediaType, { schema }]) => ({
    mediaType,
    described: describes(schema),
  }));

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

  it('describes the trash: its list, restore and purge, and the delete that feeds it', async () => {
    const { paths } = await documentAsServed();

    const trashEntry = paths['/trash'].get.responses['200'] as {
      content: Record<string, { schema: { items: { required: string[] } } }>;
    };
    expect(trashEntry.content['application/json'].schema.items.required).toEqual(
      expect.arrayContaining(['id', 'kind', 'recordId', 'label', 'deletedBy', 'deletedAt']),
    );
    expect(Object.keys(paths['/trash/{id}/restore'].post.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
    expect(Object.keys(paths['/trash/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '404']),
    );
    expect(Object.keys(paths['/quotes/{id}'].delete.responses)).toEqual(
      expect.arrayContaining(['200', '404', '409']),
    );
  });

  it('describes the request of lines with the rules contracts holds: counts, patterns, bounds, no other field', async () => {
    const document = (await documentAsServed()) as Document & {
      components: { schemas: Record<string, SchemaNode> };
    };
    interface SchemaNode {
      $ref?: string;
      type?: string;
      properties?: Record<string, SchemaNode>;
      items?: SchemaNode & { oneOf?: SchemaNode[] };
      additionalProperties?: boolean;
      minItems?: number;
      maxItems?: number;
      pattern?: string;
      maximum?: number;
      required?: string[];
    }
    const operation = document.paths['/quotes/requests'].post as unknown as {
      requestBody: { content: Record<string, { schema: SchemaNode }> };
    };
    const ref = operation.requestBody.content['application/json'].schema.$ref ?? '';
    const body = document.components.schemas[ref.split('/').pop() ?? ''];
    expect(body.additionalProperties).toBe(false);
    const lines = body.properties?.lines as SchemaNode & { items: { oneOf: SchemaNode[] } };
    expect([lines.minItems, lines.maxItems]).toEqual([QUOTE_LINES_MIN, QUOTE_LINES_MAX]);
    const [styleLine, quickLine] = lines.items.oneOf;
    expect(styleLine.additionalProperties).toBe(false);
    expect(quickLine.additionalProperties).toBe(false);
    expect(styleLine.required).toEqual(['type', 'styleId', 'versionId', 'quantities']);
    expect(styleLine.properties?.versionId.pattern).toBe(STYLE_VERSION_ID_PATTERN.source);
    expect(styleLine.properties?.quantities.maxItems).toBe(MATRIX_ROWS_MAX);
    expect(styleLine.properties?.quantities.items?.maxItems).toBe(MATRIX_COLUMNS_MAX);
    expect(styleLine.properties?.targetUnitPrice.maximum).toBe(TARGET_PRICE_MAX_MINOR);
    expect(body.properties?.destination.properties?.country.pattern).toBe(
      COUNTRY_CODE_PATTERN.source,
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/quotes/{id}/reorder',
        '/quotes/{id}/lines/{line}/repin-request',
        '/quotes/{id}/lines/{line}/repin',
      ]),
    );
  });

  it('describes the bulk actions: each answers its batch id and a result per row', async () => {
    const { paths } = await documentAsServed();

    for (const path of [
      '/users/bulk',
      '/quotes/bulk',
      '/contacts/bulk',
      '/trash/batches/{batchId}/restore',
    ]) {
      const ok = paths[path].post.responses['200'] as {
        content: Record<string, { schema: { properties: Record<string, unknown> } }>;
      };
      expect(Object.keys(ok.content['application/json'].schema.properties)).toContain('results');
      expect(Object.keys(paths[path].post.responses)).toContain('400');
    }
  });

  it('gives every operation a success answer with a schema, so no route answers `unknown`', async () => {
    const operations = operationsOf(await documentAsServed());
    expect(operations.length).toBeGreaterThan(40);

    const undescribed = operations.flatMap(({ name, operation }) => {
      const successes = Object.entries(operation.responses).filter(([status]) =>
        status.startsWith('2'),
      );
      if (successes.length === 0) return [`${name}: no 2xx answer`];
      return successes.flatMap(([status, response]) => {
        // 204 is the one success without a body.
        if (status === '204') return response.content ? [`${name} 204: has a body`] : [];
        const bodies = bodiesOf(response);
        if (bodies.length === 0) return [`${name} ${status}: no body schema`];
        return bodies
          .filter(({ described }) => !described)
          .map(({ mediaType }) => `${name} ${status} ${mediaType}: an empty schema`);
      });
    });
    expect(undescribed).toEqual([]);
  });

  it('gives every error answer the ApiError shape (statusCode, message, error)', async () => {
    const document = await documentAsServed();
    const components = document.components as { schemas: Record<string, { required?: string[] }> };
    expect(components.schemas.ApiError.required).toEqual(['statusCode', 'message', 'error']);

    const errors = operationsOf(document).flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({
          answer: `${name} ${status}`,
          schema: response.content?.['application/json']?.schema,
        })),
    );
    expect(errors.length).toBeGreaterThan(40);
    for (const { answer, schema } of errors)
      expect({ answer, schema }).toEqual({
        answer,
        schema: { $ref: '#/components/schemas/ApiError' },
      });
    // What the guards answer is listed where they act: an admin route's 403, a bearer's 401.
    const exportQuotes = document.paths['/quotes/export.csv'].get.responses;
    expect(Object.keys(exportQuotes)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(Object.keys(document.paths['/contacts'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '429']),
    );
  });
});

describe('a client generated from the document with openapi-typescript', () => {
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    const document = await documentAsServed();
    writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
    // Its command line, as an integrator runs it (the package is ESM only, jest is CommonJS).
    execFileSync(
      process.execPath,
      [
        join(dirname(require.resolve('openapi-typescript')), '..', 'bin', 'cli.js'),
        join(folder, 'openapi.json'),
        '--output',
        join(folder, 'api.d.ts'),
      ],
      { stdio: 'pipe', timeout: 60_000 },
    );
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** The type errors of one file that uses the generated types. */
  function typeErrorsOf(use: string): string[] {
    const file = join(folder, `use-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, use);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  }

  const QUOTE_TYPE = `import type { paths } from './api.js';
type Quote = paths['/quotes/{id}']['get']['responses'][200]['content']['application/json'];
type Orders = paths['/orders/mine']['get']['responses'][200]['content']['application/json'];
type Failure = paths['/quotes/{id}']['get']['responses'][404]['content']['application/json'];
`;

  it('types a quote, its reference and its offer, an order list and an error', () => {
    expect(
      typeErrorsOf(`${QUOTE_TYPE}
export const referenceOf = (quote: Quote): string => quote.reference;
export const priceOf = (quote: Quote): number | undefined => quote.offer?.unitPrice;
export const isLate = (orders: Orders): boolean => orders.some((order) => order.progress?.late);
export const messageOf = (failure: Failure): string | string[] => failure.message;
`),
    ).toEqual([]);
  });

  it('refuses a field the API does not send, and a wrong type for one it does', () => {
    const errors = typeErrorsOf(`${QUOTE_TYPE}
export const missing = (quote: Quote): string => quote.referenceNumber;
export const wrong = (quote: Quote): number => quote.reference;
`);
    expect(errors).toEqual([
      expect.stringContaining("Property 'referenceNumber' does not exist"),
      expect.stringContaining("Type 'string' is not assignable to type 'number'"),
    ]);
  });
});
