import type {
  OpenAPIObject,
  ParameterObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_KEY_PATTERN,
  EMAIL_PATTERN,
  OBJECT_ID_PATTERN,
  ORDER_MILESTONES,
  SAMPLE_MILESTONES,
  SAMPLE_ROUND_PATTERN,
  UUID_PATTERN,
} from '@threadline/contracts';
import { REMOTE_FOLDERS } from '@threadline/contracts/remotes';
import { patternOf } from './api-schema';

/** A path parameter's schema, and which operations' parameter of that name it describes. */
export interface PathParameterRule {
  name: string;
  /** The documented paths it applies to (a prefix); every path when left out. */
  under?: string;
  schema: SchemaObject;
}

const objectIdParameter: SchemaObject = { type: 'string', pattern: patternOf(OBJECT_ID_PATTERN) };

/**
 * What each path parameter really accepts, from the validator that reads it (the pipes, contracts'
 * rules): a generated client or a fuzzer sends what the server takes. describe-parameters.test.ts
 * holds each one against its validator.
 */
export const PATH_PARAMETER_RULES: PathParameterRule[] = [
  { name: 'id', schema: objectIdParameter },
  { name: 'attachmentId', schema: objectIdParameter },
  { name: 'fileId', schema: objectIdParameter },
  { name: 'inspectionId', schema: objectIdParameter },
  {
    name: 'key',
    under: '/categories/',
    schema: {
      type: 'string',
      pattern: CATEGORY_KEY_PATTERN.source,
      maxLength: CATEGORY_KEY_MAX_LENGTH,
    },
  },
  { name: 'key', under: '/orders/', schema: { type: 'string', enum: [...ORDER_MILESTONES] } },
  // The board's columns are the plan's steps (GET /orders/board/{stage}).
  { name: 'stage', schema: { type: 'string', enum: [...ORDER_MILESTONES] } },
  { name: 'milestone', schema: { type: 'string', enum: [...SAMPLE_MILESTONES] } },
  { name: 'round', schema: { type: 'string', pattern: SAMPLE_ROUND_PATTERN.source } },
  { name: 'remote', schema: { type: 'string', enum: [...REMOTE_FOLDERS] } },
  { name: 'batchId', schema: { type: 'string', pattern: patternOf(UUID_PATTERN) } },
  { name: 'email', schema: { type: 'string', pattern: EMAIL_PATTERN.source } },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The rule of a documented path's (`/orders/{id}`) parameter, if one is written. */
const ruleFor = (path: string, name: string) =>
  PATH_PARAMETER_RULES.find(
    (one) => one.name === name && (!one.under || path.startsWith(one.under)),
  );

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a Fastify route's (`/orders/:id`) parameter accepts by its rule, as a regular expression's
 * source without anchors (common/method-not-allowed.ts reads a path by it); undefined for any.
 */
export function pathParameterPattern(route: string, name: string): string | undefined {
  const schema = ruleFor(route.replace(/:(\w+)/g, '{$1}'), name)?.schema;
  if (schema?.enum) return schema.enum.map((value) => escaped(String(value))).join('|');
  return schema?.pattern?.replace(/^\^/, '').replace(/\$$/, '');
}

/**
 * Declares every `{name}` of every path as a required path parameter with its rule's schema
 * (Nest's explorer leaves out a parameter read through a pipe, and calls the rest any string).
 */
export function describeParameters(document: OpenAPIObject): OpenAPIObject {
  for (const [path, operations] of Object.entries(document.paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const others = (operation.parameters ?? []).filter(
        (parameter) => !('in' in parameter && parameter.in === 'path'),
      );
      const declared = (operation.parameters ?? []).filter(
        (parameter): parameter is ParameterObject => 'in' in parameter && parameter.in === 'path',
      );
      const inPath = names.map((name): ParameterObject => {
        const rule = ruleFor(path, name);
        const existing = declared.find((parameter) => parameter.name === name);
        return {
          ...existing,
          name,
          in: 'path',
          required: true,
          schema: rule?.schema ?? existing?.schema ?? { type: 'string', minLength: 1 },
        };
      });
      // An optional query parameter sent empty (`?role=`) reads as not given (common/page-query.ts).
      for (const parameter of others)
        if ('in' in parameter && parameter.in === 'query' && !parameter.required)
          parameter.allowEmptyValue = true;
      operation.parameters = [...inPath, ...others];
    }
  }
  return document;
}
