import { ApiProperty } from '@nestjs/swagger';
import {
  TELEMETRY_MAX_REPORTS,
  TELEMETRY_OUTCOMES,
  type TelemetryOutcome,
} from '@threadline/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { PREVIEW_REMOTES, type PreviewRemote, RELEASE_ID_PATTERN } from '../preview-token';

export class TelemetryReportDto {
  @ApiProperty({ enum: PREVIEW_REMOTES })
  @IsIn(PREVIEW_REMOTES, { message: `remote must be one of: ${PREVIEW_REMOTES.join(', ')}` })
  remote!: PreviewRemote;

  @ApiProperty({ example: '20261124T095500Z-abcdef01', pattern: RELEASE_ID_PATTERN.source })
  @Matches(RELEASE_ID_PATTERN, {
    message: 'release must be a release id such as 20261124T095500Z-abcdef01',
  })
  @IsString({ message: 'release must be a release id such as 20261124T095500Z-abcdef01' })
  release!: string;

  @ApiProperty({ enum: TELEMETRY_OUTCOMES })
  @IsIn(TELEMETRY_OUTCOMES, {
    message: `outcome must be one of: ${TELEMETRY_OUTCOMES.join(', ')}`,
  })
  outcome!: TelemetryOutcome;
}

/** One batch from a browser: at most TELEMETRY_MAX_REPORTS mounts, nothing about the person. */
export class TelemetryBatchDto {
  @ApiProperty({ type: [TelemetryReportDto], maxItems: TELEMETRY_MAX_REPORTS, minItems: 1 })
  @IsArray({ message: 'reports must be a list of reports' })
  @ArrayMinSize(1, { message: 'reports must hold at least one report' })
  @ArrayMaxSize(TELEMETRY_MAX_REPORTS, {
    message: `reports must hold at most ${TELEMETRY_MAX_REPORTS} reports`,
  })
  @ValidateNested({ each: true })
  @Type(() => TelemetryReportDto)
  reports!: TelemetryReportDto[];
}
