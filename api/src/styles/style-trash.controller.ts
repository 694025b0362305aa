import { Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import {
  StyleMessages,
  TrashMessages,
  type DeletedCountResponse,
  type TrashEntry,
  type TrashedResponse,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { toTrashEntry } from '../trash/stored-trash-entry';
import { TRASH_ENTRY_SCHEMA, TRASHED_COUNT_SCHEMA } from '../trash/trash-api-schemas';
import { StyleTrash } from './style-trash';

/** A member's delete of their own style, and its Undo; admins restore and purge from the Trash. */
@ApiTags('styles')
@ApiBearerAuth()
@Controller('styles')
export class StyleTrashController {
  constructor(private readonly styleTrash: StyleTrash) {}

  @Delete(':id')
  @ApiOkResponse({
    schema: TRASHED_COUNT_SCHEMA,
    description:
      '`{ deletedCount: 1, trashId }`; the style goes to the trash with its versions and files, restorable until it is purged.',
  })
  @ApiBadRequestResponse({ description: 'Not an id.' })
  @ApiForbiddenResponse({ description: StyleMessages.ownerOnlyDelete })
  @ApiNotFoundResponse({
    description: `${StyleMessages.styleNotFound} (also for another member’s style).`,
  })
  @ApiConflictResponse({ description: TrashMessages.styleInUse('Q-…') })
  async remove(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<DeletedCountResponse & TrashedResponse> {
    const trashed = await this.styleTrash.trashStyle(id, caller, origin);
    return { deletedCount: 1, trashId: trashed._id.toHexString() };
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOkResponse({
    schema: TRASH_ENTRY_SCHEMA,
    description: 'The owner’s Undo: the style is back with its versions and files.',
  })
  @ApiBadRequestResponse({ description: 'Not an id.' })
  @ApiNotFoundResponse({
    description: `${TrashMessages.notFound} (also for another member’s style).`,
  })
  @ApiConflictResponse({ description: StyleMessages.styleNumberTaken })
  async restore(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
  ): Promise<TrashEntry> {
    return toTrashEntry(await this.styleTrash.restoreOwn(id, caller, origin));
  }
}
