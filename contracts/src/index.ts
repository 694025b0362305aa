// The package's public surface, named one by one.
export {
  ACCESS_TOKEN_KEY,
  COMPANY,
  CATEGORY_ICONS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  DEFAULT_CATEGORY_ICON,
  DEFAULT_SORT_ORDER,
  DEFAULT_USER_SORT,
  DEFAULT_USER_STATUS,
  EMAIL_MAX_LENGTH,
  FILTERABLE_ROLES,
  IMAGE_MAX_BYTES,
  MAX_PAGE_LIMIT,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SKELETON_COUNT,
  SORT_ORDERS,
  SPLASH_MESSAGES,
  Timings,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  USER_ROLES,
  USER_SEARCH_MAX_LENGTH,
  USER_SORT_FIELDS,
  USERS_PAGE_SIZE,
} from './constants';
export { ApiMessages, DialogMessages, ValidationMessages } from './messages';
export { contractsMajor, RELEASE_METADATA_KEY, ReleaseMessages } from './releases';
export type {
  RemoteRelease,
  RemoteReleaseHistory,
  RemoteReleaseMetadata,
  RemoteReleasePointer,
} from './releases';
export { getApiErrorMessage, getApiErrorStatus } from './api-error';
export { ORDERING_TERMS } from './ordering-terms';
export type { OrderingTerms } from './ordering-terms';
export {
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_KEY_PATTERN,
  checkPassword,
  EMAIL_PATTERN,
  isCategoryIcon,
  parseGalleryUrls,
  PASSWORD_STRENGTH_PATTERN,
  validateContact,
  validateLogin,
  validateSignUp,
} from './validation';
export type { ContactInput, FieldErrors, LoginInput, SignUpInput } from './validation';
export type {
  AdminCheckResponse,
  ApiClient,
  ApiErrorBody,
  ApiResponse,
  Category,
  CategoryIcon,
  CategoryKey,
  CategorySummary,
  CategoryWriteResponse,
  ContactMessage,
  ContactMessageInput,
  ContactReceivedResponse,
  DeletedCountResponse,
  ImageUploadResponse,
  ModifiedCountResponse,
  RemoteAppProps,
  RuntimeConfig,
  SessionTokenResponse,
  SessionUser,
  SortOrder,
  UserRecord,
  UserRole,
  UsersListQuery,
  UserSortField,
} from './types';
