import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  ApiMessages,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_PATTERN,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NON_BLANK_PATTERN,
  TRIMMED_EMAIL_PATTERN,
  ValidationMessages,
} from '@threadline/contracts';
import { FollowsContactRule } from './contact-rule.decorator';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * The public contact form (SPEC section 5). The decorator nearest a property runs first, and the
 * pipe stops at a field's first failure: a string, then the API's length limit, and only then the
 * form's rule and message, so no pattern ever reads more than the limit allows.
 */
export class CreateContactMessageDto {
  @ApiProperty({
    example: 'Ana Weaver',
    maxLength: NAME_MAX_LENGTH,
    pattern: NON_BLANK_PATTERN.source,
  })
  @Transform(trimmed)
  @FollowsContactRule('name')
  @MaxLength(NAME_MAX_LENGTH, { message: ApiMessages.nameTooLong })
  @IsString({ message: ValidationMessages.nameRequired })
  name!: string;

  @ApiProperty({
    example: 'ana@brand.example',
    maxLength: EMAIL_MAX_LENGTH,
    pattern: TRIMMED_EMAIL_PATTERN.source,
  })
  @Transform(trimmed)
  @FollowsContactRule('email')
  @MaxLength(EMAIL_MAX_LENGTH, { message: ApiMessages.emailTooLong })
  @IsString({ message: ValidationMessages.emailRequired })
  email!: string;

  @ApiProperty({
    example: 'We need 500 poplin shirts in three colours by March.',
    maxLength: CONTACT_MESSAGE_MAX_LENGTH,
    pattern: CONTACT_MESSAGE_PATTERN.source,
  })
  @Transform(trimmed)
  @FollowsContactRule('message')
  @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: ApiMessages.messageTooLong })
  @IsString({ message: ValidationMessages.messageRequired })
  message!: string;

  @ApiPropertyOptional({ maxLength: CONTACT_SUBJECT_MAX_LENGTH })
  @Transform(trimmed)
  // Left out, or a string: null is no subject the schema names (IsOptional would let it through).
  @ValidateIf((_dto, value) => value !== undefined)
  @MaxLength(CONTACT_SUBJECT_MAX_LENGTH, { message: ApiMessages.subjectTooLong })
  @IsString()
  subject?: string;
}
