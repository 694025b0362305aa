import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import {
  INCOTERMS,
  OBJECT_ID_PATTERN,
  PAYMENT_TERMS,
  QUOTE_MAX_PRICE,
  QUOTE_MAX_QUANTITY,
  SHIPPING_MODES,
  validateOrderAcceptance,
  type Incoterm,
  type OrderAcceptanceField,
  type OrderAcceptanceInput,
  type PaymentTerm,
  type ShippingMode,
} from '@threadline/contracts';
import { patternOf } from '../../openapi/api-schema';

/** Runs contracts' validateOrderAcceptance and reports this field's message. */
function FollowsOrderAcceptanceRule(field: OrderAcceptanceField) {
  const failureOf = (args: ValidationArguments) =>
    validateOrderAcceptance(args.object as Partial<Record<OrderAcceptanceField, unknown>>)[field];
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'followsOrderAcceptanceRule',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => failureOf(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && failureOf(args)) ?? '',
      },
    });
  };
}

/** POST /orders and POST /orders/preview: the quote and the terms the buyer confirms. */
export class AcceptOrderDto implements OrderAcceptanceInput {
  @ApiProperty({
    description: 'The quote request’s id.',
    example: '0123456789abcdef01234567',
    pattern: patternOf(OBJECT_ID_PATTERN),
  })
  @FollowsOrderAcceptanceRule('quoteId')
  quoteId!: string;

  @ApiProperty({
    description: 'The quoted unit price, as read: above 0, in cents.',
    example: 7.9,
    exclusiveMinimum: true,
    minimum: 0,
    maximum: QUOTE_MAX_PRICE,
    multipleOf: 0.01,
  })
  @FollowsOrderAcceptanceRule('unitPrice')
  unitPrice!: number;

  @ApiProperty({
    description: 'The quoted quantity, as read.',
    example: 500,
    type: 'integer',
    minimum: 1,
    maximum: QUOTE_MAX_QUANTITY,
  })
  @FollowsOrderAcceptanceRule('quantity')
  quantity!: number;

  @ApiProperty({ enum: INCOTERMS })
  @FollowsOrderAcceptanceRule('incoterm')
  incoterm!: Incoterm;

  @ApiProperty({ enum: PAYMENT_TERMS })
  @FollowsOrderAcceptanceRule('paymentTerm')
  paymentTerm!: PaymentTerm;

  @ApiPropertyOptional({
    enum: SHIPPING_MODES,
    nullable: true,
    description: 'sea unless said otherwise.',
  })
  @FollowsOrderAcceptanceRule('shippingMode')
  shippingMode?: ShippingMode;
}
