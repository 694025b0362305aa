import type {
  OpenAPIObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const REF_PREFIX = '#/components/schemas/';

/**
 * Marks every JSON request body's object schemas (the DTOs, and the DTOs they nest)
 * `additionalProperties: false`: the global ValidationPipe refuses a property a DTO does not
 * declare (forbidNonWhitelisted, common/validation.options.ts), so a field the document does not
 * name is one the server refuses.
 */
export function describeBodies(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<
    string,
    SchemaObject | ReferenceObject
  >;
  const seen = new Set<SchemaObject>();
  const close = (schema: SchemaObject | ReferenceObject | undefined): void => {
    if (!schema) return;
    if ('$ref' in schema) {
      if (schema.$ref.startsWith(REF_PREFIX)) close(schemas[schema.$ref.slice(REF_PREFIX.length)]);
      return;
    }
    if (seen.has(schema)) return;
    seen.add(schema);
    if (schema.type === 'object' && schema.properties) {
      schema.additionalProperties ??= false;
      for (const property of Object.values(schema.properties)) close(property);
    }
    if (schema.type === 'array' && schema.items) close(schema.items);
    for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])])
      close(part);
  };
  for (const operations of Object.values(document.paths)) {
    for (const method of METHODS) {
      const body = operations[method]?.requestBody;
      if (body && 'content' in body) close(body.content['application/json']?.schema);
    }
  }
  return document;
}
