import { ParseUUIDPipe } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  categoryFieldChecks,
  isOrderBoardStage,
  isSampleMilestone,
  ORDER_MILESTONES,
} from '@threadline/contracts';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { RoundNumberPipe } from '../orders/round-number.pipe';
import { EmailParamPipe } from '../users/email-param.pipe';
import { PREVIEW_REMOTES } from '../releases/preview-token';
import { describeParameters, PATH_PARAMETER_RULES } from './describe-parameters';

const passes = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

/** What the server does with each path parameter, as its handler reads it. */
const VALIDATORS: Record<string, (value: string) => boolean> = {
  id: (value) => passes(() => new ObjectIdPipe().transform(value)),
  attachmentId: (value) => passes(() => new ObjectIdPipe().transform(value)),
  fileId: (value) => passes(() => new ObjectIdPipe().transform(value)),
  inspectionId: (value) => passes(() => new ObjectIdPipe().transform(value)),
  // A key the category rules refuse names no category: GET /categories/{key} answers 404.
  'key /categories/': (value) =>
    categoryFieldChecks.key(value) === undefined && value === value.trim(),
  // The milestones of an order are its plan's steps; the board's stages are the same keys.
  'key /orders/': (value) => isOrderBoardStage(value),
  stage: (value) => isOrderBoardStage(value),
  milestone: (value) => isSampleMilestone(value),
  round: (value) => passes(() => new RoundNumberPipe().transform(value)),
  remote: (value) => (PREVIEW_REMOTES as readonly string[]).includes(value),
  email: (value) => passes(() => new EmailParamPipe().transform(value)),
};

/** The validators that answer a promise (Nest's own pipes). */
const ASYNC_VALIDATORS: Record<string, (value: string) => Promise<boolean>> = {
  batchId: (value) =>
    new ParseUUIDPipe().transform(value, { type: 'param' }).then(
      () => true,
      () => false,
    ),
};

/** Values on both sides of every rule's edge. */
const CANDIDATES = [
  '',
  ' ',
  'x',
  ',null',
  'null',
  '0',
  '1',
  '01',
  '999999',
  '1000000',
  '-1',
  '1.5',
  '0123456789abcdef01234567',
  '0123456789ABCDEF01234567',
  '0123456789abcdef0123456',
  '0123456789abcdef012345678',
  '0123456789abcdeg01234567',
  'shirts',
  'knit-wear',
  'knit--wear',
  '-shirts',
  'Shirts',
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(200),
  ...ORDER_MILESTONES,
  'Fabric_approval',
  ...PREVIEW_REMOTES,
  'remote-other',
  'shell',
  '3f2a9c4e-8b1d-4e6f-9a2b-7c5d0e1f2a3b',
  '3F2A9C4E-8B1D-4E6F-9A2B-7C5D0E1F2A3B',
  '3f2a9c4e-8b1d-0e6f-9a2b-7c5d0e1f2a3b',
  '3f2a9c4e-8b1d-4e6f-7a2b-7c5d0e1f2a3b',
  '3f2a9c4e8b1d4e6f9a2b7c5d0e1f2a3b',
  '00000000-0000-0000-0000-000000000000',
];

/** Whether a string is one an OpenAPI parameter schema (type string) admits. */
function admits(schema: SchemaObject, value: string): boolean {
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  return true;
}

describe('the documented path parameters', () => {
  it.each(PATH_PARAMETER_RULES.map((rule) => [rule.name, rule.under ?? '', rule] as const))(
    '%s %s admits exactly what its validator accepts',
    async (name, paths, rule) => {
      const key = paths ? `${name} ${paths.replace(/^\^\\\//, '/').replace(/\\\//g, '/')}` : name;
      const validator = VALIDATORS[key] ?? ASYNC_VALIDATORS[key];
      expect(validator).toBeDefined();
      const verdicts = await Promise.all(CANDIDATES.map((value) => validator(value)));
      const disagreements = CANDIDATES.flatMap((value, index) =>
        admits(rule.schema, value) === verdicts[index]
          ? []
          : [
              `${JSON.stringify(value)}: documented ${!verdicts[index]}, validated ${verdicts[index]}`,
            ],
      );

      expect(disagreements).toEqual([]);
    },
  );

  it('declares every {name} of a path, with its rule, where the explorer left it out', () => {
    const document = describeParameters({
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/orders/{id}/samples/{milestone}/rounds/{round}/decision': {
          post: {
            responses: {},
            parameters: [{ name: 'round', in: 'path', required: true, schema: { type: 'number' } }],
          },
        },
      },
    });

    expect(
      document.paths['/orders/{id}/samples/{milestone}/rounds/{round}/decision'].post?.parameters,
    ).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[a-fA-F0-9]{24}$' },
      },
      {
        name: 'milestone',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['development_sample', 'pre_production_sample'] },
      },
      {
        name: 'round',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[1-9]\\d{0,5}$' },
      },
    ]);
  });
});
