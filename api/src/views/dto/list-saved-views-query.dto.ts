import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SAVED_VIEW_LISTS, SavedViewMessages, type SavedViewList } from '@threadline/contracts';

export class ListSavedViewsQueryDto {
  @ApiPropertyOptional({ enum: SAVED_VIEW_LISTS })
  @IsOptional()
  @IsIn(SAVED_VIEW_LISTS, { message: SavedViewMessages.listInvalid })
  list?: SavedViewList;
}
