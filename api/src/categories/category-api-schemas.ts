import {
  CATEGORY_ICONS,
  type Category,
  type CategorySummary,
  type CategoryWriteResponse,
} from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  objectId,
  objectSchema,
  oneOfValues,
  optional,
  text,
  httpUrl,
} from '../openapi/api-schema';

const SUMMARY_FIELDS = {
  key: { type: 'string', example: 't-shirts' },
  title: text,
  image: httpUrl,
  icon: oneOfValues(CATEGORY_ICONS),
} as const;

export const CATEGORY_SUMMARY_LIST_SCHEMA = arrayOf(objectSchema<CategorySummary>(SUMMARY_FIELDS));

export const CATEGORY_SCHEMA = objectSchema<Category>({
  ...SUMMARY_FIELDS,
  description: text,
  galleryImages: arrayOf(httpUrl),
  createdAt: dateTime,
});

/** POST answers the insertedId too; PUT and DELETE only the message. */
export const CATEGORY_WRITE_SCHEMA = objectSchema<CategoryWriteResponse>({
  message: text,
  insertedId: optional(objectId),
});
