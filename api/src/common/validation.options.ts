import {
  type ArgumentMetadata,
  BadRequestException,
  type ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { ApiMessages } from '@threadline/contracts';
import { reservedKeyPath } from './reserved-keys';

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
/**
 * The ValidationPipe, refusing a body with a __proto__, constructor or prototype key before
 * anything reads it: class-transformer would drop those silently and the client would never
 * know; and a body of `null`. Every @Body() passes here, POST /jwt's plain object too.
 */
class BodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      // JSON's null is no object: ValidationPipe would read it as {} and let a route act on it.
      if (value === null) throw new BadRequestException([ApiMessages.bodyNotObject]);
      const reserved = reservedKeyPath(value);
      if (reserved !== undefined)
        throw new BadRequestException([ApiMessages.forbiddenBodyKey(reserved)]);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException([...new Set(messagesOf(errors))]),
  });
}
