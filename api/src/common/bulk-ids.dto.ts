import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsMongoId } from 'class-validator';
import { BULK_MAX_IDS, BulkMessages, OBJECT_ID_PATTERN } from '@threadline/contracts';
import { patternOf } from '../openapi/api-schema';

/** The records a bulk action names: one to BULK_MAX_IDS ids. */
export class BulkIdsDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', pattern: patternOf(OBJECT_ID_PATTERN) },
    minItems: 1,
    maxItems: BULK_MAX_IDS,
  })
  @IsArray({ message: BulkMessages.idsRequired })
  @ArrayNotEmpty({ message: BulkMessages.idsRequired })
  @ArrayMaxSize(BULK_MAX_IDS, { message: BulkMessages.tooManyIds })
  @IsMongoId({ each: true, message: BulkMessages.idInvalid })
  ids!: string[];
}
