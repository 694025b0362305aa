import type {
  OpenAPIObject,
  OperationObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { API_ERROR_SCHEMA } from './common-schemas';

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** What the framework answers on its own, for any route of that kind. */
const UNAUTHENTICATED: ResponseObject = { description: 'No, or an invalid, API token.' };
const INVALID_INPUT: ResponseObject = {
  description: 'The input breaks a validation rule; message lists every broken rule.',
};
const BODY_TOO_LARGE: ResponseObject = { description: 'The body is larger than the API accepts.' };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** An id in the path goes through ObjectIdPipe, which refuses anything but 24 hex digits. */
const hasValidatedInput = (operation: OperationObject) =>
  operation.requestBody !== undefined ||
  (operation.parameters ?? []).some(
    (parameter) => 'in' in parameter && (parameter.in === 'query' || /id$/i.test(parameter.name)),
  );

/**
 * Gives every error answer the one error shape (contracts' ApiErrorBody), and adds the answers the
 * global guards, pipes and body parser give any route: 401 where a bearer is required, 400 where
 * input is validated, 413 where a body is read. The routes declare only their own.
 */
export function describeErrors(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiError: API_ERROR_SCHEMA },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (!operation) continue;
      const responses = operation.responses as Record<string, ResponseObject>;
      if (operation.security?.length) responses['401'] ??= { ...UNAUTHENTICATED };
      if (hasValidatedInput(operation)) responses['400'] ??= { ...INVALID_INPUT };
      if (operation.requestBody) responses['413'] ??= { ...BODY_TOO_LARGE };
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !response.content)
          response.content = { 'application/json': { schema: API_ERROR_REF } };
      }
    }
  }
  return document;
}
