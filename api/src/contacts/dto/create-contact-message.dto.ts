import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApiMessages,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ValidationMessages,
} from '@threadline/contracts';
import { FollowsContactRule } from './contact-rule.decorator';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * The public contact form (SPEC section 5). The decorator nearest a property runs first: a
 * string, then the form's rule and message, then the API's own length limit.
 */
export class CreateContactMessageDto {
  @ApiProperty({ example: 'Ana Weaver', maxLength: NAME_MAX_LENGTH })
  @Transform(trimmed)
  @MaxLength(NAME_MAX_LENGTH, { message: ApiMessages.nameTooLong })
  @FollowsContactRule('name')
  @IsString({ message: ValidationMessages.nameRequired })
  name!: string;

  @ApiProperty({ example: 'ana@brand.example', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trimmed)
  @MaxLength(EMAIL_MAX_LENGTH, { message: ApiMessages.emailTooLong })
  @FollowsContactRule('email')
  @IsString({ message: ValidationMessages.emailRequired })
  email!: string;

  @ApiProperty({
    example: 'We need 500 poplin shirts in three colours by March.',
    maxLength: CONTACT_MESSAGE_MAX_LENGTH,
  })
  @Transform(trimmed)
  @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: ApiMessages.messageTooLong })
  @FollowsContactRule('message')
  @IsString({ message: ValidationMessages.messageRequired })
  message!: string;

  @ApiPropertyOptional({ maxLength: CONTACT_SUBJECT_MAX_LENGTH })
  @Transform(trimmed)
  @IsOptional()
  @MaxLength(CONTACT_SUBJECT_MAX_LENGTH, { message: ApiMessages.subjectTooLong })
  @IsString()
  subject?: string;
}
