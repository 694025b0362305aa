import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import type { HttpRequest as Request, HttpResponse as Response } from '../common/http';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiMessages, DialogMessages, type CategorySummary } from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { Public } from '../access/public.decorator';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import {
  type CatalogueAnswer,
  CatalogueCache,
  catalogueCacheKey,
  holdsVersion,
} from './catalogue-cache';
import { type CategoryData, CategoriesService } from './categories.service';
import { CreateCategoryDto } from './dto/create-category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';
import {
  CATEGORY_SCHEMA,
  CATEGORY_SUMMARY_LIST_SCHEMA,
  CATEGORY_WRITE_SCHEMA,
} from './category-api-schemas';
import { TRASHED_MESSAGE_SCHEMA } from '../trash/trash-api-schemas';
import { TrashService } from '../trash/trash.service';
import {
  categoryCreatedEvent,
  categoryDeletedEvent,
  categoryUpdatedEvent,
} from './category-audit-events';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly trash: TrashService,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueCache,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({
    schema: CATEGORY_SUMMARY_LIST_SCHEMA,
    description:
      'Array of `{ key, title, image, icon }`, oldest first. Carries an ETag (304 on If-None-Match) and a public Cache-Control.',
  })
  async listSummaries(@Req() request: Request, @Res() response: Response): Promise<void> {
    const answer = await this.catalogue.get(catalogueCacheKey(), (): Promise<CategorySummary[]> =>
      this.categories.listSummaries(),
    );
    this.send(request, response, answer as CatalogueAnswer);
  }

  @Public()
  @Get(':key')
  @ApiOkResponse({
    schema: CATEGORY_SCHEMA,
    description: 'The whole category, with an ETag and a public Cache-Control.',
  })
  @ApiNotFoundResponse({ description: DialogMessages.categoryNotFound })
  async findOne(
    @Param('key') key: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const answer = await this.catalogue.get(
      catalogueCacheKey(key),
      (): Promise<CategoryData | null> => this.categories.findByKey(key),
    );
    if (!answer) throw new NotFoundException(DialogMessages.categoryNotFound);
    this.send(request, response, answer);
  }

  /** The serialized answer, or 304 when the client holds this version already. */
  private send(request: Request, response: Response, answer: CatalogueAnswer): void {
    response.headers(answer.headers);
    if (holdsVersion(request.headers['if-none-match'], answer)) {
      response.status(304).send();
      return;
    }
    response.header('Content-Type', 'application/json; charset=utf-8');
    response.status(200).send(answer.body);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post()
  @ApiCreatedResponse({
    schema: CATEGORY_WRITE_SCHEMA,
    description: `{ message: '${ApiMessages.categoryCreated}', insertedId }`,
  })
  @ApiConflictResponse({ description: ApiMessages.categoryExists })
  async create(
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: CreateCategoryDto,
  ): Promise<{ message: string; insertedId: string }> {
    if (await this.categories.exists(dto.key))
      throw new ConflictException(ApiMessages.categoryExists);
    const { createdAt: _ignored, ...category } = dto;
    await this.audit.record(origin, categoryCreatedEvent(dto.key, category));
    try {
      const created = await this.categories.create(category);
      return { message: ApiMessages.categoryCreated, insertedId: created._id.toString() };
    } catch (error) {
      // Two admins adding the same key at once: the unique index decides.
      if (isDuplicateKeyError(error)) throw new ConflictException(ApiMessages.categoryExists);
      throw error;
    }
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Put(':key')
  @ApiOkResponse({
    schema: CATEGORY_WRITE_SCHEMA,
    description: `{ message: '${ApiMessages.categoryUpdated}' }`,
  })
  @ApiNotFoundResponse({ description: DialogMessages.categoryNotFound })
  async update(
    @RequestOrigin() origin: AuditOrigin,
    @Param('key') key: string,
    @Body() dto: UpdateCategoryDto,
  ): Promise<{ message: string }> {
    const before = await this.categories.findByKey(key);
    if (!before) throw new NotFoundException(DialogMessages.categoryNotFound);
    const event = categoryUpdatedEvent(key, before, dto);
    // Saving the form unchanged changes nothing, and leaves no entry.
    if (!event) return { message: ApiMessages.categoryUpdated };
    await this.audit.record(origin, event);
    if (!(await this.categories.update(key, dto)))
      throw new NotFoundException(DialogMessages.categoryNotFound);
    return { message: ApiMessages.categoryUpdated };
  }

  @Roles('admin')
  @FreshStepUp()
  @ApiBearerAuth()
  @Delete(':key')
  @ApiOkResponse({
    schema: TRASHED_MESSAGE_SCHEMA,
    description: `{ message: '${ApiMessages.categoryDeleted}', trashId }; it goes to the trash with its images, restorable until it is purged.`,
  })
  @ApiNotFoundResponse({ description: DialogMessages.categoryNotFound })
  async remove(
    @RequestOrigin() origin: AuditOrigin,
    @Param('key') key: string,
  ): Promise<{ message: string; trashId: string }> {
    const existing = await this.categories.findByKey(key);
    if (!existing) throw new NotFoundException(DialogMessages.categoryNotFound);
    await this.audit.record(origin, categoryDeletedEvent(key, existing));
    const trashed = await this.trash.moveToTrash('category', existing._id.toHexString(), origin);
    if (!trashed) throw new NotFoundException(DialogMessages.categoryNotFound);
    return { message: ApiMessages.categoryDeleted, trashId: trashed._id.toHexString() };
  }
}
