import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { SavedViewMessages, type SavedView } from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { CreateSavedViewDto } from './dto/create-saved-view.dto';
import { ListSavedViewsQueryDto } from './dto/list-saved-views-query.dto';
import { UpdateSavedViewDto } from './dto/update-saved-view.dto';
import {
  SAVED_VIEW_DELETED_SCHEMA,
  SAVED_VIEW_LIST_SCHEMA,
  SAVED_VIEW_SCHEMA,
} from './saved-views-api-schemas';
import { SavedViewsService, type ViewOwner } from './saved-views.service';

/** The admin's user record id keys their views; an admin always has a record. */
const ownerOf = (caller: AuthPrincipal): ViewOwner => ({
  id: caller._id ?? caller.uid,
  email: caller.email,
});

@ApiTags('views')
@ApiBearerAuth()
@Controller('views')
export class SavedViewsController {
  constructor(private readonly views: SavedViewsService) {}

  @Roles('admin')
  @Get()
  @ApiOkResponse({
    schema: SAVED_VIEW_LIST_SCHEMA,
    description: "The caller's saved views, oldest first, then those other admins share.",
  })
  @ApiBadRequestResponse({ description: SavedViewMessages.listInvalid })
  list(
    @CurrentUser() caller: AuthPrincipal,
    @Query() query: ListSavedViewsQueryDto,
  ): Promise<SavedView[]> {
    return this.views.list(ownerOf(caller), query.list);
  }

  @Roles('admin')
  @Post()
  @ApiCreatedResponse({ schema: SAVED_VIEW_SCHEMA, description: 'The saved view.' })
  @ApiBadRequestResponse({ description: 'The field messages.' })
  @ApiConflictResponse({
    description: `${SavedViewMessages.nameTaken}; ${SavedViewMessages.tooMany}`,
  })
  create(
    @RequestOrigin() origin: AuditOrigin,
    @CurrentUser() caller: AuthPrincipal,
    @Body() dto: CreateSavedViewDto,
  ): Promise<SavedView> {
    return this.views.create(origin, ownerOf(caller), dto);
  }

  @Roles('admin')
  @Patch(':id')
  @ApiOkResponse({ schema: SAVED_VIEW_SCHEMA, description: 'Renamed, shared or unshared.' })
  // Either field, both, or neither (the view as it is): the body may be left out.
  @ApiBody({ type: UpdateSavedViewDto, required: false })
  @ApiBadRequestResponse({ description: 'Not an id, or the field messages.' })
  @ApiForbiddenResponse({ description: SavedViewMessages.notOwner })
  @ApiNotFoundResponse({ description: SavedViewMessages.notFound })
  @ApiConflictResponse({ description: SavedViewMessages.nameTaken })
  update(
    @RequestOrigin() origin: AuditOrigin,
    @CurrentUser() caller: AuthPrincipal,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: UpdateSavedViewDto,
  ): Promise<SavedView> {
    return this.views.update(origin, ownerOf(caller), id.toHexString(), dto);
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({
    schema: SAVED_VIEW_DELETED_SCHEMA,
    description: `{ message: '${SavedViewMessages.deleted}' }`,
  })
  @ApiBadRequestResponse({ description: 'Not an id.' })
  @ApiForbiddenResponse({ description: SavedViewMessages.notOwner })
  @ApiNotFoundResponse({ description: SavedViewMessages.notFound })
  async remove(
    @RequestOrigin() origin: AuditOrigin,
    @CurrentUser() caller: AuthPrincipal,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<{ message: string }> {
    await this.views.remove(origin, ownerOf(caller), id.toHexString());
    return { message: SavedViewMessages.deleted };
  }
}
