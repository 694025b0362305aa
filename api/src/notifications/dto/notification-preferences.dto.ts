import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The Profile's toggle: status update emails on or off. */
export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Emails when a quote request moves (confirmations always go out).' })
  @IsBoolean({ message: 'statusEmails must be true or false' })
  statusEmails!: boolean;
}
