import { Transform } from 'class-transformer';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SAVED_VIEW_LISTS, SavedViewMessages, type SavedViewList } from '@threadline/contracts';
import { blankAsAbsent } from '../../common/page-query';

export class ListSavedViewsQueryDto {
  @ApiPropertyOptional({ enum: SAVED_VIEW_LISTS, description: 'Empty: every list.' })
  @Transform(blankAsAbsent)
  @IsOptional()
  @IsIn(SAVED_VIEW_LISTS, { message: SavedViewMessages.listInvalid })
  list?: SavedViewList;
}
