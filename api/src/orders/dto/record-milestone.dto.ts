import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { OrderMessages, type MilestoneActualInput } from '@threadline/contracts';

/** PATCH /orders/{id}/milestones/{key}: the day the milestone was done. */
export class RecordMilestoneDto implements MilestoneActualInput {
  @ApiProperty({ description: 'YYYY-MM-DD, not in the future.', example: '2027-02-12' })
  @IsString({ message: OrderMessages.actualDateInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: OrderMessages.actualDateInvalid })
  actualDate!: string;
}
