import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { CategoryFieldsDto } from './category-fields.dto';

export class UpdateCategoryDto extends CategoryFieldsDto {
  @ApiPropertyOptional({
    description: 'Read-only and ignored: the key in the path names the category.',
  })
  @IsOptional()
  @IsString()
  key?: string;
}
