import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { NON_BLANK_PATTERN, QUOTE_LINES_MAX } from '@threadline/contracts';
import {
  OFFER_REASON_MAX_LENGTH,
  OfferMessages,
  isMinorAmount,
  type CounterLineInput,
  type CounterProposalInput,
  type OfferRevisionInput,
} from '@threadline/contracts/offers';
import { OfferDto } from './offer.dto';

const WHOLE_MAX = Number.MAX_SAFE_INTEGER;

const isShortText = (value: unknown, required: boolean) =>
  typeof value === 'string' &&
  value.length <= OFFER_REASON_MAX_LENGTH &&
  (!required || NON_BLANK_PATTERN.test(value));

/** POST /quotes/{id}/offer/revisions: the next version's terms and why they changed. */
export class OfferRevisionDto extends OfferDto implements OfferRevisionInput {
  @ApiProperty({
    maxLength: OFFER_REASON_MAX_LENGTH,
    pattern: NON_BLANK_PATTERN.source,
    example: 'Fabric price lowered at 500 pieces',
    description: 'The buyer reads it beside the new version.',
  })
  @ValidateBy(
    { name: 'isRevisionReason', validator: { validate: (value) => isShortText(value, true) } },
    { message: OfferMessages.revisionReasonInvalid },
  )
  reason!: string;
}

export class CounterLineDto implements CounterLineInput {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: QUOTE_LINES_MAX })
  @ValidateBy(
    {
      name: 'isOfferLine',
      validator: {
        validate: (value) =>
          Number.isInteger(value) && (value as number) >= 1 && (value as number) <= QUOTE_LINES_MAX,
      },
    },
    { message: OfferMessages.counterLinesInvalid },
  )
  line!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: WHOLE_MAX,
    description: 'The unit price the buyer targets, minor units per piece.',
  })
  @ValidateBy(
    {
      name: 'isTargetPrice',
      validator: { validate: (value) => isMinorAmount(value) && value > 0 },
    },
    {
      message: (args) =>
        OfferMessages.targetPriceInvalid(
          Number((args.object as Partial<CounterLineInput>).line) || 0,
        ),
    },
  )
  targetUnitPriceMinor!: number;
}

/** POST /quotes/{id}/offer/counter and POST /guest/offer/counter. */
export class CounterProposalDto implements CounterProposalInput {
  @ApiProperty({ type: [CounterLineDto], minItems: 1, maxItems: QUOTE_LINES_MAX })
  @IsArray({ message: OfferMessages.counterLinesInvalid })
  @ArrayMinSize(1, { message: OfferMessages.counterLinesInvalid })
  @ArrayMaxSize(QUOTE_LINES_MAX, { message: OfferMessages.counterLinesInvalid })
  @ValidateNested({ each: true })
  @Type(() => CounterLineDto)
  lines!: CounterLineDto[];

  @ApiPropertyOptional({ maxLength: OFFER_REASON_MAX_LENGTH, description: 'To the team.' })
  // Left out, or text: null would reach the thread as a note.
  @ValidateIf((_dto, value) => value !== undefined)
  @ValidateBy(
    { name: 'isCounterNote', validator: { validate: (value) => isShortText(value, false) } },
    { message: OfferMessages.counterNoteInvalid },
  )
  note?: string;
}
