import { Transform } from 'class-transformer';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NON_BLANK_PATTERN, SAVED_VIEW_NAME_MAX, SavedViewMessages } from '@threadline/contracts';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** A rename, a change of sharing, or both. */
export class UpdateSavedViewDto {
  @ApiPropertyOptional({
    maxLength: SAVED_VIEW_NAME_MAX,
    pattern: NON_BLANK_PATTERN.source,
    nullable: true,
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: SavedViewMessages.nameRequired })
  @IsNotEmpty({ message: SavedViewMessages.nameRequired })
  @MaxLength(SAVED_VIEW_NAME_MAX, { message: SavedViewMessages.nameTooLong })
  name?: string;

  // null reads as left out, as IsOptional lets it through.
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: SavedViewMessages.sharedInvalid })
  shared?: boolean;
}
