import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import {
  EXPECTED_REASON_MAX_LENGTH,
  OrderExpectedMessages,
  OrderMessages,
  type MilestoneActualInput,
  type MilestoneExpectedInput,
} from '@threadline/contracts';

/** PATCH /orders/{id}/milestones/{key}: the day the milestone was done. */
export class RecordMilestoneDto implements MilestoneActualInput {
  @ApiProperty({ description: 'YYYY-MM-DD, not in the future.', example: '2027-02-12' })
  @IsString({ message: OrderMessages.actualDateInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: OrderMessages.actualDateInvalid })
  actualDate!: string;
}

/** PUT /orders/{id}/milestones/{key}/expected: when the team now expects an open milestone. */
export class MilestoneExpectedDto implements MilestoneExpectedInput {
  @ApiProperty({
    description:
      'YYYY-MM-DD, today or later, and not before the minimum duration after the milestone before it.',
    example: '2027-05-08',
  })
  @IsString({ message: OrderExpectedMessages.dateInvalid })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: OrderExpectedMessages.dateInvalid })
  expectedDate!: string;

  @ApiProperty({
    description: `Why the date moves, shown to the buyer (at most ${EXPECTED_REASON_MAX_LENGTH} characters).`,
    example: 'The dye house is a week behind',
    maxLength: EXPECTED_REASON_MAX_LENGTH,
  })
  @MaxLength(EXPECTED_REASON_MAX_LENGTH, { message: OrderExpectedMessages.reasonTooLong })
  @IsString({ message: OrderExpectedMessages.reasonRequired })
  reason!: string;
}
