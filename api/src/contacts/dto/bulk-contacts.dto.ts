import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BulkMessages, CONTACT_BULK_ACTIONS, type ContactBulkAction } from '@threadline/contracts';
import { BulkIdsDto } from '../../common/bulk-ids.dto';

export class BulkContactsDto extends BulkIdsDto {
  @ApiProperty({ enum: CONTACT_BULK_ACTIONS })
  @IsIn(CONTACT_BULK_ACTIONS, { message: BulkMessages.contactActionInvalid })
  action!: ContactBulkAction;
}
