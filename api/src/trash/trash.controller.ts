import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import {
  BulkMessages,
  TrashMessages,
  type BatchRestoreResponse,
  type TrashEntry,
} from '@threadline/contracts';
import { BATCH_RESTORE_SCHEMA } from '../openapi/bulk-schemas';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { ListTrashQueryDto } from './dto/list-trash-query.dto';
import { toTrashEntry } from './stored-trash-entry';
import { TRASH_ENTRY_SCHEMA, TRASH_LIST_SCHEMA, TRASH_PURGED_SCHEMA } from './trash-api-schemas';
import { TrashService } from './trash.service';

@ApiTags('trash')
@ApiBearerAuth()
@Controller('trash')
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Roles('admin')
  @Get()
  @ApiOkResponse({ schema: TRASH_LIST_SCHEMA, description: 'Deleted records, newest first.' })
  @ApiBadRequestResponse({ description: 'A kind the trash does not hold.' })
  async list(@Query() query: ListTrashQueryDto): Promise<TrashEntry[]> {
    return (await this.trash.list(query.kind)).map(toTrashEntry);
  }

  @Roles('admin')
  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({
    schema: TRASH_ENTRY_SCHEMA,
    description: 'The restored record, back with its images, files and messages.',
  })
  @ApiBadRequestResponse({ description: 'Not an id.' })
  @ApiNotFoundResponse({ description: TrashMessages.notFound })
  @ApiConflictResponse({ description: TrashMessages.restoreConflict })
  async restore(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<TrashEntry> {
    return toTrashEntry(await this.trash.restore(id, origin));
  }

  @Roles('admin')
  @FreshStepUp()
  @Delete(':id')
  @ApiOkResponse({
    schema: TRASH_PURGED_SCHEMA,
    description: `{ message: '${TrashMessages.purged}' }; its files go too.`,
  })
  @ApiBadRequestResponse({ description: 'Not an id.' })
  @ApiNotFoundResponse({ description: TrashMessages.notFound })
  async purge(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<{ message: string }> {
    await this.trash.purge(id, origin);
    return { message: TrashMessages.purged };
  }

  @Roles('admin')
  @Post('batches/:batchId/restore')
  @HttpCode(200)
  @ApiOkResponse({
    schema: BATCH_RESTORE_SCHEMA,
    description:
      'Undo of a bulk delete: each trash entry of the batch restored, or refused with the reason (its key or email taken meanwhile).',
  })
  @ApiBadRequestResponse({ description: 'Not a batch id (a UUID).' })
  @ApiNotFoundResponse({ description: BulkMessages.batchNotFound })
  async restoreBatch(
    @RequestOrigin() origin: AuditOrigin,
    @Param('batchId', new ParseUUIDPipe()) batchId: string,
  ): Promise<BatchRestoreResponse> {
    return { results: await this.trash.restoreBatch(batchId, origin) };
  }
}
