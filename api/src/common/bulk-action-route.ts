import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse } from '@nestjs/swagger';
import { BULK_MAX_IDS } from '@threadline/contracts';
import { BULK_ACTION_SCHEMA } from '../openapi/bulk-schemas';

/**
 * `POST <resource>/bulk` as every bulk action answers it: 200 `{ batchId, results }`, 400 for the
 * ids or an action not offered. `does` says what the action does to each record; `refusals`,
 * why a row may be refused. The route's own `@Roles` stays beside it, where the matrix reads it.
 */
export function ApiBulkAction({ does, refusals }: { does: string; refusals: string }) {
  return applyDecorators(
    ApiBearerAuth(),
    Post('bulk'),
    HttpCode(200),
    ApiOkResponse({
      schema: BULK_ACTION_SCHEMA,
      description: `${does}, for each of up to ${BULK_MAX_IDS} ids: \`{ batchId, results }\`, each row done, unchanged or refused with the reason (${refusals}).`,
    }),
    ApiBadRequestResponse({
      description: `No ids, more than ${BULK_MAX_IDS}, an id that is not one, an action not offered.`,
    }),
  );
}
