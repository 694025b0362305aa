import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { QuoteLineMessages, QuoteMessages } from '@threadline/contracts';
import type { CostingSheetView } from '@threadline/contracts/offers';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { LineNumberPipe } from '../quote-lines/line-number.pipe';
import { CostingSheetDto } from './dto/costing-sheet.dto';
import { COSTING_SHEET_VIEW_SCHEMA } from './offer-api-schemas';
import { OffersService } from './offers.service';

const NOT_FOUND = `${QuoteMessages.quoteNotFound} Or: ${QuoteLineMessages.lineNotFound}`;

/** A request line's costing sheet: the team's alone, never a buyer's to read. */
@ApiTags('offers')
@ApiBearerAuth()
@Roles('admin')
@Controller('quotes')
export class CostingController {
  constructor(private readonly offers: OffersService) {}

  @Get(':id/lines/:line/costing')
  @ApiOperation({ summary: 'A line’s costing sheet, prefilled from its pinned version’s BOM' })
  @ApiOkResponse({
    schema: COSTING_SHEET_VIEW_SCHEMA,
    description: 'The saved sheet, or a new one (`saved: false`) with the BOM’s fabrics and trims.',
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async read(
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('line', LineNumberPipe) line: number,
  ): Promise<CostingSheetView> {
    return this.offers.costingOf(await this.offers.quoteOf(id), line);
  }

  @Put(':id/lines/:line/costing')
  @ApiOperation({ summary: 'Saves a line’s costing sheet; the API computes its unit price' })
  @ApiOkResponse({ schema: COSTING_SHEET_VIEW_SCHEMA, description: 'The sheet and its parts.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async save(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Param('line', LineNumberPipe) line: number,
    @Body() dto: CostingSheetDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<CostingSheetView> {
    const quote = await this.offers.quoteOf(id);
    return this.offers.saveCosting(origin, quote, line, dto, {
      uid: caller.uid,
      email: caller.email,
    });
  }
}
