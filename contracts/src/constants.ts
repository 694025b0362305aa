/** Business constants and limits (SPEC.md section 9). */
export const CATEGORY_ICONS = ['Shirt', 'Scissors', 'Package', 'Palette'] as const;
export const DEFAULT_CATEGORY_ICON = 'Shirt';
/** Limits of a category's fields (the add and edit forms and the API's DTO). */
export const CATEGORY_KEY_MAX_LENGTH = 60;
export const CATEGORY_TITLE_MAX_LENGTH = 120;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 5000;
export const CATEGORY_GALLERY_MAX_IMAGES = 50;
export const IMAGE_URL_MAX_LENGTH = 2048;

export const USER_ROLES = ['admin', 'user', 'teacher'] as const;
export const DEFAULT_USER_STATUS = 'Active';

export const USERS_PAGE_SIZE = 10;
export const MAX_PAGE_LIMIT = 100;
/** GET /contacts without a limit: the largest page, so an inbox of up to 100 arrives whole. */
export const CONTACTS_PAGE_SIZE = MAX_PAGE_LIMIT;
export const USER_SORT_FIELDS = ['name', 'email', 'role', 'createdAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const PASSWORD_MIN_LENGTH = 6;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Upper bounds the API enforces on free-text fields (the forms may show them as maxLength). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const USER_SEARCH_MAX_LENGTH = 100;
/** GET /users without sort/order: newest first. */
export const DEFAULT_USER_SORT = 'createdAt';
export const DEFAULT_SORT_ORDER = 'desc';

/** Response headers the API adds to list answers whose body stays an array. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';
