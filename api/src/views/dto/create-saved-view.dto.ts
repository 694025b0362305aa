import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  SAVED_VIEW_LISTS,
  NON_BLANK_PATTERN,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_QUERY_MAX,
  SavedViewMessages,
  type SavedViewList,
} from '@threadline/contracts';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class CreateSavedViewDto {
  @ApiProperty({ enum: SAVED_VIEW_LISTS })
  @IsIn(SAVED_VIEW_LISTS, { message: SavedViewMessages.listInvalid })
  list!: SavedViewList;

  @ApiProperty({ maxLength: SAVED_VIEW_NAME_MAX, pattern: NON_BLANK_PATTERN.source })
  @Transform(trimmed)
  @IsString({ message: SavedViewMessages.nameRequired })
  @IsNotEmpty({ message: SavedViewMessages.nameRequired })
  @MaxLength(SAVED_VIEW_NAME_MAX, { message: SavedViewMessages.nameTooLong })
  name!: string;

  @ApiProperty({
    maxLength: SAVED_VIEW_QUERY_MAX,
    description: "The list's URL query without the `?`",
  })
  @IsString({ message: SavedViewMessages.queryInvalid })
  @MaxLength(SAVED_VIEW_QUERY_MAX, { message: SavedViewMessages.queryInvalid })
  query!: string;

  // null reads as left out, as IsOptional lets it through.
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: SavedViewMessages.sharedInvalid })
  shared?: boolean;
}
