import { OmitType } from '@nestjs/swagger';
import { ListQuotesQueryDto } from './list-quotes-query.dto';

/** GET /quotes/export.csv: the filters and order of GET /quotes, without the page. */
export class ExportQuotesQueryDto extends OmitType(ListQuotesQueryDto, [
  'page',
  'limit',
] as const) {}
