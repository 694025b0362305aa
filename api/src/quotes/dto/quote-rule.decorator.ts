import { registerDecorator, type ValidationArguments } from 'class-validator';
import {
  type QuoteRequestField,
  type QuoteUpdateField,
  validateQuoteRequest,
  validateQuoteUpdate,
} from '@threadline/contracts';

type Rules<F extends string> = (input: Partial<Record<F, unknown>>) => Partial<Record<F, string>>;

function followsRule<F extends string>(name: string, rules: Rules<F>, field: F) {
  const failureOf = (args: ValidationArguments) =>
    rules(args.object as Partial<Record<F, unknown>>)[field];
  return (target: object, propertyName: string) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => failureOf(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && failureOf(args)) ?? '',
      },
    });
  };
}

/**
 * Runs the request form's own rules (contracts' validateQuoteRequest) and reports this field's
 * message, so the API refuses exactly what the form refuses, with the same words.
 */
export const FollowsQuoteRequestRule = (field: QuoteRequestField) =>
  followsRule('followsQuoteRequestRule', (input) => validateQuoteRequest(input), field);

/** The same for an admin's update (contracts' validateQuoteUpdate). */
export const FollowsQuoteUpdateRule = (field: QuoteUpdateField) =>
  followsRule('followsQuoteUpdateRule', validateQuoteUpdate, field);
