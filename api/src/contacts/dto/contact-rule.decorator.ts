import { registerDecorator, type ValidationArguments } from 'class-validator';
import { type ContactInput, validateContact } from '@threadline/contracts';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function failureOf(field: keyof ContactInput, args: ValidationArguments): string | undefined {
  const input = args.object as Partial<Record<keyof ContactInput, unknown>>;
  return validateContact({
    name: asText(input.name),
    email: asText(input.email),
    message: asText(input.message),
  })[field];
}

/**
 * Runs the contact form's own rules (contracts' validateContact) and reports this field's
 * message, so the API refuses exactly what the form refuses, with the same words.
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
