import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { RELEASE_ID_PATTERN } from '../preview-token';

/** The canary the admin saw on the page: the action applies to that one only (else 409). */
export class CanaryActionDto {
  @ApiProperty({ example: '20261124T095500Z-abcdef01', pattern: RELEASE_ID_PATTERN.source })
  @Matches(RELEASE_ID_PATTERN, {
    message: 'canary must be a release id such as 20261124T095500Z-abcdef01',
  })
  @IsString({ message: 'canary must be a release id such as 20261124T095500Z-abcdef01' })
  canary!: string;
}
