import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { EMAIL_PATTERN, ValidationMessages } from '@threadline/contracts';

/**
 * `:email` of GET /users/admin/{email}: an address, or a 400. It also keeps the route from taking
 * every other path below /users/admin/: PATCH /users/admin/not-an-id is the 400 "Invalid id" of
 * PATCH /users/admin/{id}, not a 405 (common/method-not-allowed.ts reads paths by these rules).
 */
@Injectable()
export class EmailParamPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !EMAIL_PATTERN.test(value))
      throw new BadRequestException(ValidationMessages.invalidEmail);
    return value;
  }
}
