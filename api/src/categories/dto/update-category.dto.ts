import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CATEGORY_KEY_MAX_LENGTH } from '@threadline/contracts';
import { CategoryFieldsDto } from './category-fields.dto';

export class UpdateCategoryDto extends CategoryFieldsDto {
  @ApiPropertyOptional({
    description: 'Read-only and ignored: the key in the path names the category.',
    nullable: true,
  })
  @IsOptional()
  @MaxLength(CATEGORY_KEY_MAX_LENGTH)
  @IsString()
  key?: string;
}
