import { SAVED_VIEW_LISTS, type SavedView } from '@threadline/contracts';
import {
  arrayOf,
  dateTime,
  flag,
  objectId,
  objectSchema,
  oneOfValues,
  text,
} from '../openapi/api-schema';

export const SAVED_VIEW_SCHEMA = objectSchema<SavedView>({
  id: objectId,
  list: oneOfValues(SAVED_VIEW_LISTS),
  name: text,
  query: text,
  shared: flag,
  owner: objectSchema<SavedView['owner']>({ id: text, email: text }),
  mine: flag,
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const SAVED_VIEW_LIST_SCHEMA = arrayOf(SAVED_VIEW_SCHEMA);

export const SAVED_VIEW_DELETED_SCHEMA = objectSchema<{ message: string }>({ message: text });
