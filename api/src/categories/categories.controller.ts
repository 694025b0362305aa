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
import { changedFields, createdFields } from '../audit/audit-changes';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKeyError } from '../common/mongo-errors';
import { ImageReferences } from '../images/image-references';
import { ImagesService } from '../images/images.service';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import {
  type CatalogueAnswer,
  CatalogueCache,
  catalogueCacheKey,
  catalogueCachingHeaders,
  holdsVersion,
} from './catalogue-cache';
import { type CategoryData, CategoriesService } from './categories.service';
import type { CategoryFieldsDto } from './dto/category-fields.dto';
import { CreateCategoryDto } from './dto/create-category.dto';
import { UpdateCategoryDto } from './dto/update-category.dto';

/** The fields an audit entry shows the before → after of. */
const AUDITED_FIELDS = ['title', 'description', 'image', 'icon', 'galleryImages'] as const;

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly images: ImagesService,
    private readonly imageReferences: ImageReferences,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueCache,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({
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
  @ApiOkResponse({ description: 'The whole category, with an ETag and a public Cache-Control.' })
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
    for (const [name, value] of Object.entries(
      catalogueCachingHeaders(answer, this.catalogue.maxAgeSeconds),
    ))
      response.header(name, value);
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
  @ApiCreatedResponse({ description: `{ message: '${ApiMessages.categoryCreated}', insertedId }` })
  @ApiConflictResponse({ description: ApiMessages.categoryExists })
  async create(
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: CreateCategoryDto,
  ): Promise<{ message: string; insertedId: string }> {
    if (await this.categories.exists(dto.key))
      throw new ConflictException(ApiMessages.categoryExists);
    const { createdAt: _ignored, ...category } = dto;
    await this.audit.record(origin, {
      action: 'category.created',
      target: { type: 'category', id: dto.key, label: dto.title },
      changes: createdFields(category, AUDITED_FIELDS),
    });
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
  @ApiOkResponse({ description: `{ message: '${ApiMessages.categoryUpdated}' }` })
  @ApiNotFoundResponse({ description: DialogMessages.categoryNotFound })
  async update(
    @RequestOrigin() origin: AuditOrigin,
    @Param('key') key: string,
    @Body() dto: UpdateCategoryDto,
  ): Promise<{ message: string }> {
    const before = await this.categories.findByKey(key);
    if (!before) throw new NotFoundException(DialogMessages.categoryNotFound);
    const changes = changedFields<CategoryFieldsDto>(before, dto, AUDITED_FIELDS);
    // Saving the form unchanged changes nothing, and leaves no entry.
    if (changes.length === 0) return { message: ApiMessages.categoryUpdated };
    await this.audit.record(origin, {
      action: 'category.updated',
      target: { type: 'category', id: key, label: dto.title },
      changes,
    });
    if (!(await this.categories.update(key, dto)))
      throw new NotFoundException(DialogMessages.categoryNotFound);
    return { message: ApiMessages.categoryUpdated };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete(':key')
  @ApiOkResponse({
    description: `{ message: '${ApiMessages.categoryDeleted}' }; its images this API stores are deleted too, unless another record shows them.`,
  })
  @ApiNotFoundResponse({ description: DialogMessages.categoryNotFound })
  async remove(
    @RequestOrigin() origin: AuditOrigin,
    @Param('key') key: string,
  ): Promise<{ message: string }> {
    const existing = await this.categories.findByKey(key);
    if (!existing) throw new NotFoundException(DialogMessages.categoryNotFound);
    await this.audit.record(origin, {
      action: 'category.deleted',
      target: { type: 'category', id: key, label: existing.title },
    });
    const category = await this.categories.remove(key);
    if (!category) throw new NotFoundException(DialogMessages.categoryNotFound);
    await this.deleteImagesOf(category);
    return { message: ApiMessages.categoryDeleted };
  }

  // The category goes first: a failure here leaves unused images behind (the clean-up takes them
  // later), never a category pointing at deleted ones. An image any other record still shows,
  // another category or someone's profile photo, is kept.
  private async deleteImagesOf(category: CategoryData): Promise<void> {
    for (const url of new Set([category.image, ...(category.galleryImages ?? [])])) {
      const id = this.images.idFromUrl(url);
      if (id && !(await this.imageReferences.isReferenced(id.toHexString())))
        await this.images.delete(id);
    }
  }
}
