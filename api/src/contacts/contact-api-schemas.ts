import type { ContactMessage, ContactReceivedResponse } from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  flag,
  objectId,
  objectSchema,
  optional,
  text,
} from '../openapi/api-schema';

export const CONTACT_RECEIVED_SCHEMA = objectSchema<ContactReceivedResponse>({
  message: text,
  insertedId: objectId,
});

export const CONTACT_LIST_SCHEMA = arrayOf(
  objectSchema<ContactMessage>({
    _id: objectId,
    name: text,
    email: text,
    subject: optional(text),
    message: text,
    read: flag,
    createdAt: dateTime,
    repliedAt: optional(dateTime),
    quoteRequest: optional(
      objectSchema<{ id: string; reference: string }>(
        { id: objectId, reference: text },
        'The quote request the team made from this message.',
      ),
    ),
  }),
);
