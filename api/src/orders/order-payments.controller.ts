import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { OrderMessages, type Order } from '@threadline/contracts';
import { OfferMessages } from '@threadline/contracts/offers';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { PaymentDto } from './dto/payment.dto';
import { ORDER_SCHEMA } from './order-api-schemas';
import { OrderPaymentsService } from './order-payments.service';
import { orderViewOf } from './order-views';

/** The payments received on an order with lines (issue 37). */
@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class OrderPaymentsController {
  constructor(private readonly payments: OrderPaymentsService) {}

  @Roles('admin')
  @Post(':id/payments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Records a payment received (amount, date, reference); audited' })
  @ApiOkResponse({
    schema: ORDER_SCHEMA,
    description: 'The order, its payment schedule with the payment applied.',
  })
  @ApiBadRequestResponse({
    description: `${OfferMessages.paymentAmountInvalid}; ${OfferMessages.paymentDateInvalid}; ${OfferMessages.paymentDateOutside('the start')}; ${OfferMessages.paymentReferenceInvalid}`,
  })
  @ApiNotFoundResponse({ description: OrderMessages.orderNotFound })
  @ApiConflictResponse({
    description: `${OfferMessages.paymentsNeedLines}; ${OrderMessages.orderClosed}`,
  })
  async record(
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() dto: PaymentDto,
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<Order> {
    return orderViewOf(await this.payments.record(id, dto, caller, origin));
  }
}
