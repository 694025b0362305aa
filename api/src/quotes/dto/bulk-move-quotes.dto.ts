import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { BulkMessages, QUOTE_BULK_STATUSES, type QuoteBulkStatus } from '@threadline/contracts';
import { BulkIdsDto } from '../../common/bulk-ids.dto';

export class BulkMoveQuotesDto extends BulkIdsDto {
  @ApiProperty({ enum: QUOTE_BULK_STATUSES })
  @IsIn(QUOTE_BULK_STATUSES, { message: BulkMessages.quoteStatusInvalid })
  status!: QuoteBulkStatus;
}
