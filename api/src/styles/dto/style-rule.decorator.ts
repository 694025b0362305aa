import { registerDecorator, type ValidationArguments } from 'class-validator';
import { type StyleField, validateStyle } from '@threadline/contracts';

/**
 * Runs the style's own rules (contracts' validateStyle) and reports this field's message, so the
 * API refuses exactly what the editor refuses, with the same words.
 */
export function FollowsStyleRule(field: StyleField) {
  const failureOf = (args: ValidationArguments) =>
    validateStyle(args.object as Partial<Record<StyleField, unknown>>)[field];
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'followsStyleRule',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => failureOf(args) === undefined,
        defaultMessage: (args?: ValidationArguments) => (args && failureOf(args)) ?? '',
      },
    });
  };
}
