import { USER_ROLES, type AdminCheckResponse, type UserRecord } from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  flag,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
  url,
  whole,
} from '../openapi/api-schema';

/** POST /users: 201 when the record was created. */
interface OwnRecordCreated {
  acknowledged: boolean;
  insertedId: string;
}

/** POST /users: 200 when it already existed. */
interface OwnRecordUpdated {
  acknowledged: boolean;
  modifiedCount: number;
}

export const USER_SCHEMA = objectSchema<UserRecord>({
  _id: objectId,
  uid: text,
  name: text,
  email: { type: 'string', format: 'email' },
  photoURL: optional(url),
  role: oneOfValues(USER_ROLES),
  status: text,
  emailVerified: optional(flag),
  phoneNumber: optional(text),
  refCode: text,
  referredBy: optional(text),
  ordersCount: optional(whole),
  projectsCount: optional(whole),
  partnersCount: optional(whole),
  createdAt: dateTime,
});

export const USER_LIST_SCHEMA = arrayOf(USER_SCHEMA);

export const OWN_RECORD_CREATED_SCHEMA = objectSchema<OwnRecordCreated>({
  acknowledged: flag,
  insertedId: objectId,
});

export const OWN_RECORD_UPDATED_SCHEMA = objectSchema<OwnRecordUpdated>({
  acknowledged: flag,
  modifiedCount: whole,
});

export const ADMIN_CHECK_SCHEMA = objectSchema<AdminCheckResponse>({ admin: flag });
