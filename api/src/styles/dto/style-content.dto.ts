import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import {
  MATERIAL_KINDS,
  MATERIAL_UNITS,
  StyleMessages,
  type StyleColourway,
  type StyleContent,
  type StyleMaterialLine,
  type StylePointOfMeasure,
} from '@threadline/contracts';
import { FollowsStyleRule } from './style-rule.decorator';

/**
 * POST /styles and the body of every save: each field runs contracts' validateStyle (types,
 * lengths, the limits of 20 colourways, 30 sizes, 60 points and 100 lines). Fields not listed
 * here are a 400; unknown keys inside a colourway, point or line are dropped before storing.
 */
export class StyleContentDto implements StyleContent {
  @ApiProperty({ example: 'TL-2041', description: 'Unique among the member’s styles (409).' })
  @FollowsStyleRule('styleNumber')
  styleNumber!: string;

  @ApiProperty({ example: 'Crew-neck tee' })
  @FollowsStyleRule('name')
  name!: string;

  @ApiProperty({ example: 't-shirts', description: 'A catalogue category; unknown is 400.' })
  @FollowsStyleRule('categoryKey')
  categoryKey!: string;

  @ApiProperty({ example: 'SS27' })
  @FollowsStyleRule('season')
  season!: string;

  @ApiPropertyOptional()
  @FollowsStyleRule('description')
  description?: string;

  @ApiPropertyOptional({ example: 'Single jersey 180 gsm' })
  @FollowsStyleRule('fabric')
  fabric?: string;

  @ApiPropertyOptional({ example: '100% organic cotton' })
  @FollowsStyleRule('composition')
  composition?: string;

  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'swatch'],
      properties: {
        name: { type: 'string' },
        colourCode: { type: 'string', example: '19-4052 TCX' },
        swatch: { type: 'string', example: '#1F3A5F' },
      },
    },
  })
  @FollowsStyleRule('colourways')
  colourways!: StyleColourway[];

  @ApiProperty({ type: [String], example: ['S', 'M', 'L'] })
  @FollowsStyleRule('sizes')
  sizes!: string[];

  @ApiProperty({
    type: 'array',
    description: '`valuesCm[i]` is the measurement of `sizes[i]`, null where not measured.',
    items: {
      type: 'object',
      required: ['name', 'toleranceCm', 'valuesCm'],
      properties: {
        name: { type: 'string' },
        toleranceCm: { type: 'number' },
        valuesCm: { type: 'array', items: { type: 'number', nullable: true } },
      },
    },
  })
  @FollowsStyleRule('measurements')
  measurements!: StylePointOfMeasure[];

  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      required: ['kind', 'description', 'consumption', 'unit'],
      properties: {
        kind: { type: 'string', enum: [...MATERIAL_KINDS] },
        description: { type: 'string' },
        supplier: { type: 'string' },
        colour: { type: 'string' },
        placement: { type: 'string' },
        consumption: { type: 'number' },
        unit: { type: 'string', enum: [...MATERIAL_UNITS] },
      },
    },
  })
  @FollowsStyleRule('materials')
  materials!: StyleMaterialLine[];

  @ApiProperty({ type: [String], description: 'Ids POST /styles/files answered.' })
  @FollowsStyleRule('fileIds')
  fileIds!: string[];

  @ApiPropertyOptional({ description: 'An image POST /styles/files answered.' })
  @FollowsStyleRule('frontImageId')
  frontImageId?: string;

  @ApiPropertyOptional({ description: 'An image POST /styles/files answered.' })
  @FollowsStyleRule('backImageId')
  backImageId?: string;
}

/** POST /styles/:id/versions: the content, and the version the editor opened. */
export class SaveStyleDto extends StyleContentDto {
  @ApiProperty({ example: 1, description: 'Not the latest version: 409.' })
  @Max(1_000_000, { message: StyleMessages.baseVersionInvalid })
  @Min(1, { message: StyleMessages.baseVersionInvalid })
  @IsInt({ message: StyleMessages.baseVersionInvalid })
  baseVersion!: number;
}
