import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { OrderMessages } from '@threadline/contracts';
import { blankAsAbsent, PagedQuery } from '../../common/page-query';
import { ORDERS_PAGE_SIZE } from '../order-lists.service';

/** GET /orders: the admins' board, or the order made from one quote. */
export class ListOrdersQueryDto extends PagedQuery(ORDERS_PAGE_SIZE) {
  @ApiPropertyOptional({
    description:
      'Only the order made from this quote (a list of 0 or 1). Buyers may ask it for their own quotes. Empty: not given.',
    pattern: '^([0-9a-fA-F]{24})?$',
  })
  @Transform(blankAsAbsent)
  @IsOptional()
  @Matches(/^[0-9a-f]{24}$/i, { message: OrderMessages.quoteFilterInvalid })
  @IsString({ message: OrderMessages.quoteFilterInvalid })
  quoteId?: string;
}
