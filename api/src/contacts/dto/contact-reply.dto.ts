import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import {
  NON_BLANK_PATTERN,
  THREAD_MESSAGE_MAX_LENGTH,
  ThreadMessages,
  type ContactReply,
} from '@threadline/contracts';

/** POST /contacts/:id/replies: the same rules as a thread message. */
export class ContactReplyDto {
  @ApiProperty({ maxLength: THREAD_MESSAGE_MAX_LENGTH, pattern: NON_BLANK_PATTERN.source })
  @Matches(/\S/, { message: ThreadMessages.textRequired })
  @MaxLength(THREAD_MESSAGE_MAX_LENGTH, { message: ThreadMessages.textTooLong })
  @IsNotEmpty({ message: ThreadMessages.textRequired })
  @IsString({ message: ThreadMessages.textRequired })
  text!: string;
}

export class ContactReplyView implements ContactReply {
  @ApiProperty() id!: string;
  @ApiProperty() text!: string;
  @ApiProperty() authorEmail!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
