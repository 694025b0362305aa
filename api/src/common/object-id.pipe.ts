import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { Types } from 'mongoose';
import { ApiMessages } from '@threadline/contracts';

export const OBJECT_ID = /^[a-f0-9]{24}$/i;

/** `:id` params: 24 hex characters or a 400, never a CastError deeper down. */
@Injectable()
export class ObjectIdPipe implements PipeTransform<string, Types.ObjectId> {
  transform(value: string): Types.ObjectId {
    if (typeof value !== 'string' || !OBJECT_ID.test(value)) {
      throw new BadRequestException(ApiMessages.invalidId);
    }
    return new Types.ObjectId(value);
  }
}
