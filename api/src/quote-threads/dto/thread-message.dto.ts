import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  THREAD_MESSAGE_MAX_LENGTH,
  ThreadMessages,
  type QuoteThread,
  type ThreadAuthorSide,
  type ThreadMessage,
  type ThreadMessageInput,
  type UnreadThreadsResponse,
} from '@threadline/contracts';

/** POST /quotes/:id/thread and POST /guest/thread. */
export class ThreadMessageDto implements ThreadMessageInput {
  @ApiProperty({ maxLength: THREAD_MESSAGE_MAX_LENGTH, example: 'Can you do 300 pieces?' })
  @MaxLength(THREAD_MESSAGE_MAX_LENGTH, { message: ThreadMessages.textTooLong })
  @IsNotEmpty({ message: ThreadMessages.textRequired })
  @IsString({ message: ThreadMessages.textRequired })
  text!: string;

  @ApiPropertyOptional({ description: 'Admins only: a note the buyer never sees.' })
  @IsOptional()
  @IsBoolean({ message: ThreadMessages.internalInvalid })
  internal?: boolean;
}

export class ThreadMessageView implements ThreadMessage {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['buyer', 'team'] }) side!: ThreadAuthorSide;
  @ApiProperty() authorName!: string;
  @ApiProperty({ description: 'Always false in a buyer’s or guest’s answer.' }) internal!: boolean;
  @ApiProperty() text!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class QuoteThreadView implements QuoteThread {
  @ApiProperty() quoteId!: string;
  @ApiProperty() reference!: string;
  @ApiProperty({ type: [ThreadMessageView] }) messages!: ThreadMessageView[];
}

export class UnreadThreadsView implements UnreadThreadsResponse {
  @ApiProperty() unreadThreads!: number;
}
