import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  QuoteLineMessages,
  REORDER_VERSION_CHOICES,
  type QuoteReorderInput,
  type ReorderVersionChoice,
} from '@threadline/contracts';

/** POST /quotes/{id}/reorder. */
export class ReorderQuoteDto implements QuoteReorderInput {
  @ApiProperty({
    enum: REORDER_VERSION_CHOICES,
    description:
      'pinned: each style line keeps its version; latest: each takes its style’s latest.',
  })
  @IsIn(REORDER_VERSION_CHOICES, { message: QuoteLineMessages.reorderChoiceInvalid })
  versions!: ReorderVersionChoice;
}
