import { registerDecorator, type ValidationArguments } from 'class-validator';
import { type ContactInput, contactFieldChecks } from '@threadline/contracts';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

// Only this field's rule: a field that passed its length limit never runs another field's rule.
function failureOf(field: keyof ContactInput, args: ValidationArguments): string | undefined {
  return contactFieldChecks[field](asText(args.value));
}

/**
 * Runs the contact form's own rule for one field (contracts' contactFieldChecks, which
 * validateContact composes) and reports its message, so the API refuses exactly what the form
 * refuses, with the same words.
 */
export function FollowsContactRule(field: keyof ContactInput) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'followsContactRule',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) =>
          failureOf(field, args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && failureOf(field, args)) ?? '',
      },
    });
  };
}
