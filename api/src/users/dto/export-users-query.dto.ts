import { OmitType } from '@nestjs/swagger';
import { ListUsersQueryDto } from './list-users-query.dto';

/** GET /users/export.csv: the filters and order of GET /users, without the page. */
export class ExportUsersQueryDto extends OmitType(ListUsersQueryDto, ['page', 'limit'] as const) {}
