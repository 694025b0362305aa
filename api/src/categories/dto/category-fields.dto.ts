import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  IsUrl,
  MaxLength,
} from 'class-validator';
import { CATEGORY_ICONS, ValidationMessages, type CategoryIcon } from '@threadline/contracts';

const required = { message: ValidationMessages.categoryFieldsRequired };
const httpUrl = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export const GALLERY_MAX_IMAGES = 50;

/**
 * The editable fields shared by the add form and the edit modal. The pipe reports the first
 * failure per field, and the decorator nearest a property runs first: presence, then length,
 * then format, so no format check ever reads more than the length limit allows.
 */
export class CategoryFieldsDto {
  @ApiProperty({ example: 'Formal Shirts' })
  @Transform(trimmed)
  @MaxLength(120)
  @IsNotEmpty(required)
  @IsString(required)
  title!: string;

  @ApiProperty({
    example: 'Poplin and oxford shirts cut to your block, from 300 pieces per colour.',
  })
  @Transform(trimmed)
  @MaxLength(5000)
  @IsNotEmpty(required)
  @IsString(required)
  description!: string;

  @ApiProperty({ example: 'https://api.threadline.example/images/6650f0c2a1b2c3d4e5f60718' })
  @Transform(trimmed)
  @IsUrl(httpUrl, { message: ValidationMessages.imageUrlInvalid })
  @MaxLength(2048)
  @IsNotEmpty(required)
  @IsString(required)
  image!: string;

  @ApiProperty({ enum: CATEGORY_ICONS })
  @IsIn(CATEGORY_ICONS, { message: ValidationMessages.categoryIconInvalid })
  @IsNotEmpty(required)
  @IsString(required)
  icon!: CategoryIcon;

  @ApiProperty({ type: [String] })
  @IsUrl(httpUrl, { each: true, message: ValidationMessages.imageUrlInvalid })
  @MaxLength(2048, { each: true })
  @ArrayMaxSize(GALLERY_MAX_IMAGES)
  @ArrayMinSize(1, required)
  @IsArray(required)
  galleryImages!: string[];
}
