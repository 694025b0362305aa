import {
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { HttpResponse as Response } from '../common/http';
import type { Types } from 'mongoose';
import {
  ApiMessages,
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  EXPORT_FILE_NAMES,
  TOTAL_COUNT_HEADER,
  USERS_PAGE_SIZE,
  ValidationMessages,
  type AdminCheckResponse,
  type DeletedCountResponse,
  type TrashedResponse,
  type BulkActionResponse,
  type ModifiedCountResponse,
} from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { AcceptFirebaseIdToken } from '../access/accept-firebase-id-token.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import { CsvExportRoute, csvDownload } from '../common/csv-download';
import { csvStream } from '../common/csv';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { EmailParamPipe } from './email-param.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AppConfig } from '../config/app.config';
import { QuotesService } from '../quotes/quotes.service';
import { ExportUsersQueryDto } from './dto/export-users-query.dto';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { SaveOwnUserDto } from './dto/save-own-user.dto';
import { UserAdministrationService } from './user-administration.service';
import { usersExportEvent } from './user-audit-events';
import { USER_CSV_COLUMNS } from './user-csv-columns';
import { ownProfileOf, userViewOf } from './user-view';
import { UsersListLoadingFilter } from './users-list-loading';
import { normalizeText } from './user-search';
import { UsersService, type UserRecordData } from './users.service';
import { MODIFIED_COUNT_SCHEMA } from '../openapi/common-schemas';
import { TRASHED_COUNT_SCHEMA } from '../trash/trash-api-schemas';
import { ApiBulkAction } from '../common/bulk-action-route';
import { BulkUsersDto } from './dto/bulk-users.dto';
import { UserBulkActions } from './user-bulk-actions';
import {
  ADMIN_CHECK_SCHEMA,
  OWN_RECORD_CREATED_SCHEMA,
  OWN_RECORD_UPDATED_SCHEMA,
  USER_LIST_SCHEMA,
  USER_SCHEMA,
} from './user-api-schemas';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly administration: UserAdministrationService,
    private readonly config: AppConfig,
    private readonly quotes: QuotesService,
    private readonly audit: AuditService,
    private readonly bulkActions: UserBulkActions,
  ) {}

  @RateLimit('users')
  @Post()
  @AcceptFirebaseIdToken()
  // No body is an empty one: the record is made or kept from the token alone.
  @ApiBody({ type: SaveOwnUserDto, required: false })
  @ApiCreatedResponse({
    schema: OWN_RECORD_CREATED_SCHEMA,
    description: '`{ acknowledged: true, insertedId }` when the record was created.',
  })
  @ApiOkResponse({
    schema: OWN_RECORD_UPDATED_SCHEMA,
    description: '`{ acknowledged: true, modifiedCount }` when it already existed.',
  })
  @ApiConflictResponse({
    description:
      'The body names another account (its uid or email is not the caller’s), or the email already belongs to another record: nothing is written.',
  })
  async saveOwnRecord(
    @CurrentUser() caller: AuthPrincipal,
    @Body() dto: SaveOwnUserDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    // A client syncing one account's profile with another's session (a stale sign-in, a test
    // tool replaying records) would otherwise write that account's name onto the caller's.
    if (namesAnotherAccount(dto, caller))
      throw new ConflictException(ApiMessages.ownRecordOfAnotherAccount);
    const inviter = dto.refCode ? await this.users.findInviter(dto.refCode) : null;
    const result = await this.users.saveOwnRecord(
      {
        uid: caller.uid,
        email: caller.email,
        emailVerified: caller.emailVerified,
        name: caller.name,
      },
      { name: dto.name ?? undefined, photoURL: dto.photoURL || undefined },
      inviter?.uid,
    );
    if (result.created) return { acknowledged: true, insertedId: result.insertedId };
    response.status(200);
    return { acknowledged: true, modifiedCount: result.modifiedCount };
  }

  @Roles('admin')
  @Get()
  @ApiOkResponse({
    schema: USER_LIST_SCHEMA,
    description: `One page of user records (an array); the number of matches is in ${TOTAL_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Users matching search and role.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A query value outside its allowlist or range.' })
  @ApiServiceUnavailableResponse({ description: `${ApiMessages.usersListLoading} (Retry-After).` })
  @UseFilters(UsersListLoadingFilter)
  async list(
    @Query() query: ListUsersQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserRecordData[]> {
    const { users, total } = await this.users.findPage({
      search: normalizeText(query.search ?? ''),
      role: query.role,
      sort: query.sort ?? DEFAULT_USER_SORT,
      order: query.order ?? DEFAULT_SORT_ORDER,
      page: query.page ?? 1,
      limit: query.limit ?? USERS_PAGE_SIZE,
    });
    response.header(TOTAL_COUNT_HEADER, String(total));
    return users.map((user) => userViewOf(user, this.config.http.publicApiUrl));
  }

  @Roles('admin')
  @ApiServiceUnavailableResponse({ description: `${ApiMessages.usersListLoading} (Retry-After).` })
  @UseFilters(UsersListLoadingFilter)
  @CsvExportRoute(
    `Every user GET /users would list with these filters, in its order, as CSV (${EXPORT_FILE_NAMES.users}).`,
  )
  async exportCsv(
    @RequestOrigin() origin: AuditOrigin,
    @Query() query: ExportUsersQueryDto,
  ): Promise<StreamableFile> {
    const filters = {
      search: normalizeText(query.search ?? ''),
      role: query.role,
      sort: query.sort ?? DEFAULT_USER_SORT,
      order: query.order ?? DEFAULT_SORT_ORDER,
    };
    await this.users.listReady();
    await this.audit.record(origin, usersExportEvent(query));
    return csvDownload(
      csvStream(USER_CSV_COLUMNS, this.users.streamMatches(filters)),
      EXPORT_FILE_NAMES.users,
    );
  }

  @Get('me')
  @ApiOkResponse({
    schema: USER_SCHEMA,
    description:
      'The caller’s user record plus partnersCount. Once the caller has quote requests, ordersCount is those in progress (new, reviewing, quoted) and projectsCount the won ones.',
  })
  async findMe(
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<UserRecordData & { partnersCount: number }> {
    const [record, partnersCount, quotes] = await Promise.all([
      caller._id ? this.users.findById(caller._id) : this.users.findByUid(caller.uid),
      this.users.countPartnersOf(caller.uid),
      this.quotes.countsForOwner(caller.uid),
    ]);
    if (!record) throw new NotFoundException(ApiMessages.userNotFound);
    return ownProfileOf(userViewOf(record, this.config.http.publicApiUrl), partnersCount, quotes);
  }

  @Get('admin/:email')
  @ApiOkResponse({ schema: ADMIN_CHECK_SCHEMA, description: '`{ admin: boolean }`' })
  @ApiBadRequestResponse({ description: ValidationMessages.invalidEmail })
  @ApiForbiddenResponse({ description: 'Asking about someone else without being an admin.' })
  async checkAdmin(
    @CurrentUser() caller: AuthPrincipal,
    @Param('email', EmailParamPipe) email: string,
  ): Promise<AdminCheckResponse> {
    return { admin: await this.users.isAdminAsAskedBy(caller, email) };
  }

  @Roles('admin')
  @FreshStepUp()
  @Patch('admin/:id')
  @ApiOkResponse({
    schema: MODIFIED_COUNT_SCHEMA,
    description: '`{ modifiedCount }`: 1 when the user became an admin, 0 when already one.',
  })
  @ApiNotFoundResponse({ description: ApiMessages.userNotFound })
  async makeAdmin(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<ModifiedCountResponse> {
    return { modifiedCount: await this.administration.makeAdmin(origin, id) };
  }

  /** Beyond the spec: the way back from Make Admin. */
  @Roles('admin')
  @FreshStepUp()
  @Delete('admin/:id')
  @ApiOkResponse({
    schema: MODIFIED_COUNT_SCHEMA,
    description:
      '`{ modifiedCount }`: 1 when the admin role was revoked, 0 when the user was not an admin.',
  })
  @ApiNotFoundResponse({ description: ApiMessages.userNotFound })
  @ApiConflictResponse({ description: ApiMessages.lastAdmin })
  @ApiServiceUnavailableResponse({ description: ApiMessages.auditUnavailable })
  async revokeAdmin(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<ModifiedCountResponse> {
    return { modifiedCount: await this.administration.revokeAdmin(origin, id) };
  }

  @Roles('admin')
  @FreshStepUp()
  @Delete(':id')
  @ApiOkResponse({
    schema: TRASHED_COUNT_SCHEMA,
    description:
      '`{ deletedCount: 1, trashId }`; the record goes to the trash and the Firebase account is disabled until a restore (a purge deletes it).',
  })
  @ApiBadRequestResponse({ description: ApiMessages.cannotDeleteSelf })
  @ApiNotFoundResponse({ description: ApiMessages.userNotFound })
  @ApiConflictResponse({ description: ApiMessages.lastAdmin })
  async remove(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<DeletedCountResponse & TrashedResponse> {
    const trashed = await this.administration.deleteUser(origin, caller._id, id);
    return { deletedCount: 1, trashId: trashed._id.toHexString() };
  }

  @Roles('admin')
  @FreshStepUp()
  @ApiBulkAction({
    does: 'Make admin, revoke admin or delete',
    refusals: 'the last admin, yourself, not found',
  })
  async bulk(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: BulkUsersDto,
  ): Promise<BulkActionResponse> {
    return this.bulkActions.apply(origin, caller._id, dto);
  }
}

/** The body's uid or email, when given, is not the caller's own. */
function namesAnotherAccount(dto: SaveOwnUserDto, caller: AuthPrincipal): boolean {
  const uid = dto.uid?.trim();
  const email = dto.email?.trim().toLowerCase();
  return Boolean(
    (uid && uid !== caller.uid) || (email && email !== caller.email.trim().toLowerCase()),
  );
}
