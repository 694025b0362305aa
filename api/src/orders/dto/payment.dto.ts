import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import {
  OfferMessages,
  PAYMENT_REFERENCE_MAX_LENGTH,
  isMinorAmount,
  type PaymentInput,
} from '@threadline/contracts/offers';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const rule = (name: string, validate: (value: unknown) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate } }, { message });

/** POST /orders/{id}/payments: the shape; the date's range is checked against the order. */
export class PaymentDto implements PaymentInput {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, example: 137700 })
  @rule(
    'isPaymentAmount',
    (value) => isMinorAmount(value) && value > 0,
    OfferMessages.paymentAmountInvalid,
  )
  amountMinor!: number;

  @ApiProperty({ type: 'string', format: 'date', example: '2026-12-05' })
  @rule(
    'isPaymentDay',
    (value) => typeof value === 'string' && DAY.test(value),
    OfferMessages.paymentDateInvalid,
  )
  date!: string;

  @ApiProperty({ maxLength: PAYMENT_REFERENCE_MAX_LENGTH, example: 'TT 2026-12-05 HSBC 4471' })
  @rule(
    'isPaymentReference',
    (value) =>
      typeof value === 'string' &&
      value.trim() !== '' &&
      value.length <= PAYMENT_REFERENCE_MAX_LENGTH,
    OfferMessages.paymentReferenceInvalid,
  )
  reference!: string;
}
