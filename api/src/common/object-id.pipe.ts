import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { Types } from 'mongoose';
import { ApiMessages, OBJECT_ID_PATTERN } from '@threadline/contracts';

/** `:id` params: 24 hex characters or a 400, never a CastError deeper down. */
@Injectable()
export class ObjectIdPipe implements PipeTransform<string, Types.ObjectId> {
  transform(value: string): Types.ObjectId {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value)) {
      throw new BadRequestException(ApiMessages.invalidId);
    }
    return new Types.ObjectId(value);
  }
}
