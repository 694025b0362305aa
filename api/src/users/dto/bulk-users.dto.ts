import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BulkMessages, USER_BULK_ACTIONS, type UserBulkAction } from '@threadline/contracts';
import { BulkIdsDto } from '../../common/bulk-ids.dto';

export class BulkUsersDto extends BulkIdsDto {
  @ApiProperty({ enum: USER_BULK_ACTIONS })
  @IsIn(USER_BULK_ACTIONS, { message: BulkMessages.userActionInvalid })
  action!: UserBulkAction;
}
