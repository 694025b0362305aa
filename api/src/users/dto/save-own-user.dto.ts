import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  HTTP_URL_PATTERN,
  NAME_MAX_LENGTH,
  NON_BLANK_PATTERN,
  ValidationMessages,
} from '@threadline/contracts';
import { patternOf } from '../../openapi/api-schema';

/** Firebase uids are at most 128 characters. */
const FIREBASE_UID_MAX_LENGTH = 128;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * What the sign-up and Google sign-in screens send. Identity (uid, email, emailVerified) is
 * accepted for compatibility but ignored: it comes from the verified token. `role` is not a
 * field, so a body carrying it is refused.
 */
export class SaveOwnUserDto {
  @ApiPropertyOptional({
    example: 'Ana Weaver',
    type: 'string',
    nullable: true,
    maxLength: NAME_MAX_LENGTH,
    pattern: NON_BLANK_PATTERN.source,
  })
  @ValidateIf((dto: SaveOwnUserDto) => dto.name !== undefined && dto.name !== null)
  @Transform(trimmed)
  @MaxLength(NAME_MAX_LENGTH)
  @IsNotEmpty({ message: ValidationMessages.nameRequired })
  @IsString()
  name?: string | null;

  @ApiPropertyOptional({
    example: 'https://api.threadline.example/images/6650f0c2a1b2c3d4e5f60718',
    description: 'An http(s) URL; empty or null for none.',
    type: 'string',
    nullable: true,
    maxLength: 2048,
    pattern: `^$|${patternOf(HTTP_URL_PATTERN)}`,
  })
  @ValidateIf((dto: SaveOwnUserDto) => present(dto.photoURL))
  // The http(s) URL rule every stored image URL follows (contracts), the document's pattern.
  @Matches(HTTP_URL_PATTERN, { message: ValidationMessages.imageUrlInvalid })
  @MaxLength(2048)
  @IsString({ message: ValidationMessages.imageUrlInvalid })
  photoURL?: string | null;

  @ApiPropertyOptional({
    description: 'Ignored: the verified token is the truth.',
    type: 'string',
    nullable: true,
    maxLength: EMAIL_MAX_LENGTH,
  })
  @ValidateIf((dto: SaveOwnUserDto) => dto.email !== undefined && dto.email !== null)
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsString()
  email?: string | null;

  @ApiPropertyOptional({
    description: 'Ignored: the verified token is the truth.',
    type: 'string',
    nullable: true,
    maxLength: FIREBASE_UID_MAX_LENGTH,
  })
  @ValidateIf((dto: SaveOwnUserDto) => dto.uid !== undefined && dto.uid !== null)
  @MaxLength(FIREBASE_UID_MAX_LENGTH)
  @IsString()
  uid?: string | null;

  @ApiPropertyOptional({
    description: 'Ignored: the verified token is the truth.',
    type: 'boolean',
    nullable: true,
  })
  @ValidateIf(
    (dto: SaveOwnUserDto) => dto.emailVerified !== undefined && dto.emailVerified !== null,
  )
  @IsBoolean()
  emailVerified?: boolean | null;

  @ApiPropertyOptional({
    description: "The inviter's refCode (or uid) from an /invite link.",
    type: 'string',
    nullable: true,
    maxLength: 128,
  })
  @ValidateIf((dto: SaveOwnUserDto) => present(dto.refCode))
  @MaxLength(128)
  @IsString()
  refCode?: string | null;
}
