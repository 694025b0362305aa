import { registerDecorator, type ValidationArguments } from 'class-validator';
import { validateQuoteLinesRequest, type QuoteLinesRequestField } from '@threadline/contracts';

/**
 * Runs the request's own rules (contracts' validateQuoteLinesRequest) and reports this field's
 * message; `lines` reports the first line's problem, which names its line.
 */
export function FollowsQuoteLinesRule(field: QuoteLinesRequestField) {
  const failureOf = (args: ValidationArguments) => {
    const errors = validateQuoteLinesRequest(
      args.object as Partial<Record<QuoteLinesRequestField, unknown>>,
    );
    if (field !== 'lines') return errors.fields[field];
    return errors.fields.lines ?? errors.lines.find((problem) => problem !== undefined);
  };
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'followsQuoteLinesRule',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => failureOf(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && failureOf(args)) ?? '',
      },
    });
  };
}
