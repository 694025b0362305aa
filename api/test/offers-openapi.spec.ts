import request from 'supertest';
import { INCOTERMS, QUOTE_CURRENCIES } from '@threadline/contracts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The OpenAPI document describes the costing and offer routes fully enough for the fuzzer
 * (tools/fuzz reads /docs-json): every body field typed, enums listed, nullable answers marked,
 * and the 4xx each route answers documented.
 */
interface SchemaNode {
  $ref?: string;
  type?: string;
  enum?: string[];
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: boolean;
  required?: string[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
  responses: Record<string, { content?: Record<string, { schema: SchemaNode }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaNode> };
}

let testApp: TestApp;
let document: Document;

beforeAll(async () => {
  testApp = await startTestApp();
  document = (await request(testApp.server).get('/docs-json').expect(200)).body as Document;
});

afterAll(async () => {
  await testApp?.close();
});

const resolved = (schema: SchemaNode): SchemaNode =>
  schema.$ref ? resolved(document.components.schemas[schema.$ref.split('/').pop() ?? '']) : schema;

/** Every property of a body, nested objects and arrays included, that names no type. */
function untyped(schema: SchemaNode, path = 'body'): string[] {
  const node = resolved(schema);
  if (!node.type) return [path];
  if (node.type === 'array' && node.items) return untyped(node.items, `${path}[]`);
  return Object.entries(node.properties ?? {}).flatMap(([name, property]) =>
    untyped(property, `${path}.${name}`),
  );
}

const ROUTES = {
  'GET /quotes/{id}/lines/{line}/costing': ['400', '401', '403', '404'],
  'PUT /quotes/{id}/lines/{line}/costing': ['400', '401', '403', '404'],
  'GET /quotes/{id}/offer': ['400', '401', '404'],
  'PUT /quotes/{id}/offer': ['400', '401', '403', '404', '409'],
  'POST /quotes/{id}/offer/send': ['400', '401', '403', '404', '409'],
  'GET /guest/offer': ['400', '404'],
  'POST /quotes/{id}/offer/revisions': ['400', '401', '403', '404', '409'],
  'POST /orders/{id}/payments': ['400', '401', '403', '404', '409'],
};
/** The counter-proposal routes answer 201 with the message posted. */
const CREATED_ROUTES = {
  'POST /quotes/{id}/offer/counter': ['400', '401', '403', '404', '409'],
  'POST /guest/offer/counter': ['400', '404', '409'],
};

const operationOf = (route: string): Operation => {
  const [method, path] = route.split(' ');
  return document.paths[path]?.[method.toLowerCase()];
};

it('documents every costing and offer route with its success schema and its 4xx answers', () => {
  for (const [route, statuses] of Object.entries(ROUTES)) {
    const operation = operationOf(route);
    expect({ route, documented: operation !== undefined }).toEqual({ route, documented: true });
    const success = operation.responses['200']?.content?.['application/json']?.schema;
    expect({ route, success: success?.type }).toEqual({ route, success: 'object' });
    expect({ route, statuses: Object.keys(operation.responses) }).toEqual({
      route,
      statuses: expect.arrayContaining(statuses),
    });
  }
});

it('documents the counter-proposal routes with their answer and 4xx, and the history', () => {
  for (const [route, statuses] of Object.entries(CREATED_ROUTES)) {
    const operation = operationOf(route);
    expect({ route, documented: operation !== undefined }).toEqual({ route, documented: true });
    const created = resolved(operation.responses['201'].content!['application/json'].schema);
    expect(Object.keys(created.properties ?? {})).toEqual(['messageId', 'counter']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses));
    const body = resolved(operation.requestBody!.content['application/json'].schema);
    expect(untyped(body)).toEqual([]);
    expect(body.additionalProperties).toBe(false);
  }
  const revision = resolved(
    operationOf('POST /quotes/{id}/offer/revisions').requestBody!.content['application/json']
      .schema,
  );
  expect(revision.required).toEqual(expect.arrayContaining(['reason', 'lines', 'validUntil']));
  const view = resolved(
    operationOf('GET /quotes/{id}/offer').responses['200'].content!['application/json'].schema,
  );
  expect(view.properties!.reason.nullable).toBe(true);
  const version = resolved(view.properties!.history.items!);
  expect(Object.keys(version.properties!)).not.toContain('history');
  const order = resolved(
    operationOf('POST /orders/{id}/payments').responses['200'].content!['application/json'].schema,
  );
  expect(Object.keys(order.properties!)).toEqual(
    expect.arrayContaining(['lines', 'totalMinor', 'payments']),
  );
  const payment = resolved(
    operationOf('POST /orders/{id}/payments').requestBody!.content['application/json'].schema,
  );
  expect(untyped(payment)).toEqual([]);
  expect(payment.properties!.amountMinor.type).toBe('integer');
});

it('types every body field, lists the enums and closes the bodies', () => {
  const sheet = resolved(
    operationOf('PUT /quotes/{id}/lines/{line}/costing').requestBody!.content['application/json']
      .schema,
  );
  const offer = resolved(
    operationOf('PUT /quotes/{id}/offer').requestBody!.content['application/json'].schema,
  );
  expect([...untyped(sheet), ...untyped(offer)]).toEqual([]);
  expect(sheet.additionalProperties).toBe(false);
  expect(resolved(sheet.properties!.fabrics.items!).additionalProperties).toBe(false);
  expect(sheet.properties!.incoterm.enum).toEqual([...INCOTERMS]);
  expect(sheet.properties!.cmtMinor.type).toBe('integer');
  expect(offer.properties!.currency.enum).toEqual([...QUOTE_CURRENCIES]);
  const line = resolved(offer.properties!.lines.items!);
  expect(resolved(line.properties!.tiers.items!).required).toEqual([
    'minQuantity',
    'unitPriceMinor',
  ]);
});

it('marks nullable what the answers may leave null', () => {
  const view = resolved(
    operationOf('GET /quotes/{id}/offer').responses['200'].content!['application/json'].schema,
  );
  expect(view.properties!.sentAt.nullable).toBe(true);
  const line = resolved(view.properties!.lines.items!);
  expect([line.properties!.unitPriceMinor.nullable, line.properties!.totalMinor.nullable]).toEqual([
    true,
    true,
  ]);
  const costing = resolved(
    operationOf('GET /quotes/{id}/lines/{line}/costing').responses['200'].content![
      'application/json'
    ].schema,
  );
  expect(costing.properties!.updatedAt.nullable).toBe(true);
  // The buyer's view names no costing part.
  expect(Object.keys(line.properties!)).not.toEqual(expect.arrayContaining(['cmtMinor']));
});
