import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
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
  type AdminCheckResponse,
  type DeletedCountResponse,
  type ModifiedCountResponse,
} from '@threadline/contracts';
import { exportTarget } from '../audit/audit-changes';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../auth/auth-principal';
import { AcceptFirebaseIdToken } from '../auth/decorators/accept-firebase-id-token.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { CsvExportRoute, csvDownload } from '../common/csv-download';
import { type CsvColumn, csvStream } from '../common/csv';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { AppConfig } from '../config/app.config';
import { toPublicImageUrl } from '../images/image-refs';
import { QuotesService } from '../quotes/quotes.service';
import { ExportUsersQueryDto } from './dto/export-users-query.dto';
import { ListUsersQueryDto } from './dto/list-users-query.dto';
import { SaveOwnUserDto } from './dto/save-own-user.dto';
import { UserAdministrationService } from './user-administration.service';
import { normalizeText } from './user-search';
import { UsersService, type UserRecordData } from './users.service';

const USER_COLUMNS: CsvColumn<UserRecordData>[] = [
  { header: 'id', value: (user) => user._id.toHexString() },
  { header: 'name', value: (user) => user.name },
  { header: 'email', value: (user) => user.email },
  { header: 'role', value: (user) => user.role },
  { header: 'status', value: (user) => user.status },
  { header: 'emailVerified', value: (user) => user.emailVerified },
  { header: 'phoneNumber', value: (user) => user.phoneNumber },
  { header: 'createdAt', value: (user) => user.createdAt },
];

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
  ) {}

  /**
   * What a client sees of a record: a profile photo this API hosts (stored as /images/<id>) as
   * its full URL, and none of the session bookkeeping.
   */
  private forClient<T extends Partial<UserRecordData>>(record: T): T {
    const {
      sessionVersion: _sessionVersion,
      tokensValidAfter: _tokensValidAfter,
      signInsValidAfter: _signInsValidAfter,
      firebaseDisabled: _firebaseDisabled,
      ...visible
    } = record;
    if (!visible.photoURL) return visible as T;
    return {
      ...visible,
      photoURL: toPublicImageUrl(visible.photoURL, this.config.http.publicApiUrl),
    } as T;
  }

  @RateLimit('users')
  @Post()
  @AcceptFirebaseIdToken()
  @ApiCreatedResponse({
    description: '`{ acknowledged: true, insertedId }` when the record was created.',
  })
  @ApiOkResponse({
    description: '`{ acknowledged: true, modifiedCount }` when it already existed.',
  })
  async saveOwnRecord(
    @CurrentUser() caller: AuthPrincipal,
    @Body() dto: SaveOwnUserDto,
    @Res({ passthrough: true }) response: Response,
  ) {
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
    description: `One page of user records (an array); the number of matches is in ${TOTAL_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: {
        description: 'Users matching search and role.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({ description: 'A query value outside its allowlist or range.' })
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
    return users.map((user) => this.forClient(user));
  }

  @Roles('admin')
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
    await this.audit.record(origin, {
      action: 'users.exported',
      target: exportTarget('users', {
        search: query.search,
        role: query.role,
        sort: query.sort,
        order: query.order,
      }),
    });
    return csvDownload(
      csvStream(USER_COLUMNS, this.users.streamMatches(filters)),
      EXPORT_FILE_NAMES.users,
    );
  }

  @Get('me')
  @ApiOkResponse({
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
    const visible = this.forClient(record);
    if (quotes.total === 0) return { ...visible, partnersCount };
    return { ...visible, partnersCount, ordersCount: quotes.open, projectsCount: quotes.won };
  }

  @Get('admin/:email')
  @ApiOkResponse({ description: '`{ admin: boolean }`' })
  @ApiForbiddenResponse({ description: 'Asking about someone else without being an admin.' })
  async checkAdmin(
    @CurrentUser() caller: AuthPrincipal,
    @Param('email') email: string,
  ): Promise<AdminCheckResponse> {
    if (email.trim().toLowerCase() === caller.email.toLowerCase())
      return { admin: caller.role === 'admin' };
    if (caller.role !== 'admin') throw new ForbiddenException(ApiMessages.otherUsersAdminStatus);
    const user = await this.users.findByEmail(email);
    return { admin: user?.role === 'admin' };
  }

  @Roles('admin')
  @Patch('admin/:id')
  @ApiOkResponse({
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
  @Delete('admin/:id')
  @ApiOkResponse({
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
  @Delete(':id')
  @ApiOkResponse({ description: '`{ deletedCount: 1 }`; the Firebase account is deleted too.' })
  @ApiBadRequestResponse({ description: ApiMessages.cannotDeleteSelf })
  @ApiNotFoundResponse({ description: ApiMessages.userNotFound })
  @ApiConflictResponse({ description: ApiMessages.lastAdmin })
  async remove(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<DeletedCountResponse> {
    return { deletedCount: await this.administration.deleteUser(origin, caller._id, id) };
  }
}
