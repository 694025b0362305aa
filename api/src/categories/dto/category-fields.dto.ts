import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_GALLERY_MAX_IMAGES,
  CATEGORY_ICONS,
  CATEGORY_TITLE_MAX_LENGTH,
  HTTP_URL_PATTERN,
  IMAGE_URL_MAX_LENGTH,
  ValidationMessages,
  type CategoryIcon,
} from '@threadline/contracts';
import { patternOf } from '../../openapi/api-schema';

const required = { message: ValidationMessages.categoryFieldsRequired };
const urlTooLong = { message: ValidationMessages.imageUrlTooLong };
const notAnUrl = { message: ValidationMessages.imageUrlInvalid };
/** What the document says of a text field read trimmed: at least one character that is not a space. */
const someText = (maxLength: number) => ({ minLength: 1, maxLength, pattern: '\\S' });
const imageUrl = { maxLength: IMAGE_URL_MAX_LENGTH, pattern: patternOf(HTTP_URL_PATTERN) };
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/**
 * The editable fields shared by the add form and the edit modal, with contracts' limits and
 * messages: the forms check the same rules with `validateCategory` (category-rules.test.ts
 * runs both on the same cases). The pipe reports the first failure per field, and the
 * decorator nearest a property runs first: presence, then length, then format, so no format
 * check ever reads more than the length limit allows.
 */
export class CategoryFieldsDto {
  @ApiProperty({ example: 'Formal Shirts', ...someText(CATEGORY_TITLE_MAX_LENGTH) })
  @Transform(trimmed)
  @MaxLength(CATEGORY_TITLE_MAX_LENGTH, { message: ValidationMessages.categoryTitleTooLong })
  @IsNotEmpty(required)
  @IsString(required)
  title!: string;

  @ApiProperty({
    example: 'Poplin and oxford shirts cut to your block, from 300 pieces per colour.',
    ...someText(CATEGORY_DESCRIPTION_MAX_LENGTH),
  })
  @Transform(trimmed)
  @MaxLength(CATEGORY_DESCRIPTION_MAX_LENGTH, {
    message: ValidationMessages.categoryDescriptionTooLong,
  })
  @IsNotEmpty(required)
  @IsString(required)
  description!: string;

  @ApiProperty({
    example: 'https://api.threadline.example/images/6650f0c2a1b2c3d4e5f60718',
    ...imageUrl,
  })
  @Transform(trimmed)
  @Matches(HTTP_URL_PATTERN, notAnUrl)
  @MaxLength(IMAGE_URL_MAX_LENGTH, urlTooLong)
  @IsNotEmpty(required)
  @IsString(required)
  image!: string;

  @ApiProperty({ enum: CATEGORY_ICONS })
  @IsIn(CATEGORY_ICONS, { message: ValidationMessages.categoryIconInvalid })
  @IsNotEmpty(required)
  @IsString(required)
  icon!: CategoryIcon;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', ...imageUrl },
    minItems: 1,
    maxItems: CATEGORY_GALLERY_MAX_IMAGES,
  })
  @Matches(HTTP_URL_PATTERN, { ...notAnUrl, each: true })
  @MaxLength(IMAGE_URL_MAX_LENGTH, { ...urlTooLong, each: true })
  @ArrayMaxSize(CATEGORY_GALLERY_MAX_IMAGES, { message: ValidationMessages.categoryGalleryTooMany })
  @ArrayMinSize(1, required)
  @IsArray(required)
  galleryImages!: string[];
}
