import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

import { HTTP_URL_PATTERN } from '@threadline/contracts';

/**
 * OpenAPI schemas written against the contracts type an answer has: `objectSchema<T>()` must
 * name every field of T, no other, and mark exactly T's optional ones with `optional()`, so the
 * compiler stops a type and its schema from drifting apart.
 */
export type Schema = SchemaObject | ReferenceObject;

const OPTIONAL = Symbol('optional field');

export interface OptionalField {
  readonly [OPTIONAL]: Schema;
}

/** A field T may leave out. */
export const optional = (schema: Schema): OptionalField => ({ [OPTIONAL]: schema });

type OptionalKeys<T> = {
  [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? K : never;
}[keyof T];

export type FieldSchemas<T> = {
  [K in keyof T]-?: K extends OptionalKeys<T> ? OptionalField : Schema;
};

const isOptional = (field: Schema | OptionalField): field is OptionalField => OPTIONAL in field;

export function objectSchema<T>(fields: FieldSchemas<T>, description?: string): SchemaObject {
  const entries = Object.entries(fields as Record<string, Schema | OptionalField>);
  const required = entries.filter(([, field]) => !isOptional(field)).map(([name]) => name);
  return {
    type: 'object',
    ...(description ? { description } : {}),
    ...(required.length > 0 ? { required } : {}),
    properties: Object.fromEntries(
      entries.map(([name, field]) => [name, isOptional(field) ? field[OPTIONAL] : field]),
    ),
  };
}

export const arrayOf = (items: Schema): SchemaObject => ({ type: 'array', items });

export const text: SchemaObject = { type: 'string' };
export const whole: SchemaObject = { type: 'integer' };
export const decimal: SchemaObject = { type: 'number' };
export const flag: SchemaObject = { type: 'boolean' };
export const objectId: SchemaObject = { type: 'string', pattern: '^[a-f0-9]{24}$' };
export const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
export const day: SchemaObject = { type: 'string', format: 'date', example: '2027-02-12' };
export const url: SchemaObject = { type: 'string', format: 'uri' };
export const oneOfValues = (values: readonly string[]): SchemaObject => ({
  type: 'string',
  enum: [...values],
});
/** A file or an export: bytes, not JSON. */
export const binary: SchemaObject = { type: 'string', format: 'binary' };

/** A regular expression as an OpenAPI `pattern`, case-insensitivity spelled out. */
export const patternOf = (expression: RegExp): string =>
  expression.flags.includes('i')
    ? expression.source.replace(/\[([^\]]+)\]/g, (_class, inner: string) => {
        const both = inner.replace(/a-f/g, 'a-fA-F').replace(/a-z/g, 'a-zA-Z');
        return `[${both}]`;
      })
    : expression.source;

/**
 * An http(s) URL as the API stores one (contracts' HTTP_URL_PATTERN): stricter than nothing, and
 * looser than `format: uri`, which the stored values need not meet.
 */
export const httpUrl: SchemaObject = { type: 'string', pattern: patternOf(HTTP_URL_PATTERN) };
