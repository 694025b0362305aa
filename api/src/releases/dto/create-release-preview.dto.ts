import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { PREVIEW_REMOTES, type PreviewRemote, RELEASE_ID_PATTERN } from '../preview-token';

export class CreateReleasePreviewDto {
  @ApiProperty({ enum: PREVIEW_REMOTES })
  @IsIn(PREVIEW_REMOTES, { message: `remote must be one of: ${PREVIEW_REMOTES.join(', ')}` })
  remote!: PreviewRemote;

  @ApiProperty({ example: '20261124T095500Z-abcdef01', pattern: RELEASE_ID_PATTERN.source })
  @Matches(RELEASE_ID_PATTERN, {
    message: 'release must be a release id such as 20261124T095500Z-abcdef01',
  })
  @IsString({ message: 'release must be a release id such as 20261124T095500Z-abcdef01' })
  release!: string;
}
