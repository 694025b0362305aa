import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  Matches,
  ValidateNested,
} from 'class-validator';
import {
  QUOTE_CURRENCIES,
  QUOTE_LINES_MAX,
  QUOTE_MAX_LEAD_TIME_DAYS,
  type QuoteCurrency,
} from '@threadline/contracts';
import {
  OfferMessages,
  type LineOfferInput,
  type OfferInput,
  type PriceBreak,
} from '@threadline/contracts/offers';
import { IsLeadTime, IsMinorAmount, IsPieces } from './offer-rules';

/** Price breaks a line may have: more is a price list, not an offer. */
export const PRICE_BREAKS_MAX = 10;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAYS = { type: 'integer', minimum: 1, maximum: QUOTE_MAX_LEAD_TIME_DAYS } as const;
/** Whole numbers as the rules read them: safe integers (contracts `isMinorAmount`, `IsPieces`). */
const WHOLE_MAX = Number.MAX_SAFE_INTEGER;
const PIECES = { type: 'integer', minimum: 0, maximum: WHOLE_MAX } as const;

export class PriceBreakDto implements PriceBreak {
  @ApiProperty({
    type: 'integer' as const,
    minimum: 1,
    maximum: WHOLE_MAX,
    description: 'The tier applies from this many.',
  })
  @IsPieces('Price break quantity')
  minQuantity!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: WHOLE_MAX,
    description: 'Minor units per piece.',
  })
  @IsMinorAmount('Price break unit price')
  unitPriceMinor!: number;
}

export class LineOfferDto implements LineOfferInput {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: QUOTE_LINES_MAX })
  @IsPieces('Line')
  line!: number;

  @ApiProperty({
    type: [PriceBreakDto],
    minItems: 1,
    maxItems: PRICE_BREAKS_MAX,
    description: 'From the smallest quantity up; a larger quantity never costs more per piece.',
  })
  @IsArray({ message: OfferMessages.tiersEmpty })
  @ArrayMinSize(1, { message: OfferMessages.tiersEmpty })
  @ArrayMaxSize(PRICE_BREAKS_MAX, { message: OfferMessages.tierInvalid })
  @ValidateNested({ each: true })
  @Type(() => PriceBreakDto)
  tiers!: PriceBreakDto[];

  @ApiProperty({ ...PIECES, description: 'Minimum pieces of the style, all colourways.' })
  @IsPieces('MOQ per style')
  moqPerStyle!: number;

  @ApiProperty({ ...PIECES, description: 'Minimum pieces of each colourway.' })
  @IsPieces('MOQ per colourway')
  moqPerColourway!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: WHOLE_MAX, description: 'Minor units.' })
  @IsMinorAmount('Sample cost')
  sampleCostMinor!: number;

  @ApiProperty(DAYS)
  @IsLeadTime('Sample lead time')
  sampleLeadTimeDays!: number;

  @ApiProperty(DAYS)
  @IsLeadTime('Production lead time')
  productionLeadTimeDays!: number;
}

/** PUT /quotes/{id}/offer: the offer for every line of the request. */
export class OfferDto implements OfferInput {
  @ApiProperty({ enum: QUOTE_CURRENCIES })
  @IsIn(QUOTE_CURRENCIES, { message: OfferMessages.currencyInvalid })
  currency!: QuoteCurrency;

  @ApiProperty({ type: 'string', format: 'date', example: '2027-03-31' })
  @Matches(DAY_PATTERN, { message: OfferMessages.validUntilInvalid })
  validUntil!: string;

  @ApiProperty({ type: [LineOfferDto], minItems: 1, maxItems: QUOTE_LINES_MAX })
  @IsArray({ message: OfferMessages.offerLinesIncomplete })
  @ArrayMinSize(1, { message: OfferMessages.offerLinesIncomplete })
  @ArrayMaxSize(QUOTE_LINES_MAX, { message: OfferMessages.offerLinesIncomplete })
  @ValidateNested({ each: true })
  @Type(() => LineOfferDto)
  lines!: LineOfferDto[];
}
