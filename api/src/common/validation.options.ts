import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [
    ...Object.values(error.constraints ?? {}),
    ...messagesOf(error.children ?? []),
  ]);
}

/**
 * The one ValidationPipe: unknown fields are refused, payloads become DTO instances, and each
 * field reports its first failure. Messages are de-duplicated because several fields can share
 * one catalogue text (the category form's).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException([...new Set(messagesOf(errors))]),
  });
}
