import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDateString,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_KEY_PATTERN,
  ValidationMessages,
} from '@threadline/contracts';
import { CategoryFieldsDto } from './category-fields.dto';

export class CreateCategoryDto extends CategoryFieldsDto {
  @ApiProperty({ example: 'formal-shirts', pattern: CATEGORY_KEY_PATTERN.source })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(CATEGORY_KEY_PATTERN, { message: ValidationMessages.categoryKeyPattern })
  @MaxLength(CATEGORY_KEY_MAX_LENGTH, { message: ValidationMessages.categoryKeyTooLong })
  @IsNotEmpty({ message: ValidationMessages.categoryFieldsRequired })
  @IsString({ message: ValidationMessages.categoryFieldsRequired })
  key!: string;

  @ApiPropertyOptional({
    description: 'Sent by the add form; the server’s clock is used instead.',
    type: 'string',
    format: 'date-time',
    nullable: true,
  })
  @IsOptional()
  @IsDateString()
  createdAt?: string;
}
