import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PASSKEY_NAME_MAX_LENGTH, RECOVERY_CODE_PATTERN } from '@threadline/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** What navigator.credentials.create() answered, as @simplewebauthn/browser serializes it. */
export class PasskeyRegistrationDto {
  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject()
  response!: RegistrationResponseJSON;

  @ApiPropertyOptional({ maxLength: PASSKEY_NAME_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(PASSKEY_NAME_MAX_LENGTH)
  name?: string;
}

/** What navigator.credentials.get() answered. */
export class PasskeyAssertionDto {
  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject()
  response!: AuthenticationResponseJSON;
}

export class RecoveryCodeDto {
  @ApiProperty({ example: 'ABCDE-FGHJK-LMNPQ-RSTUV' })
  @Transform(trimmed)
  @IsString()
  @Matches(RECOVERY_CODE_PATTERN, {
    message: 'code must be a recovery code: XXXXX-XXXXX-XXXXX-XXXXX',
  })
  code!: string;
}
