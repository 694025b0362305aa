import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_GALLERY_MAX_IMAGES,
  CATEGORY_ICONS,
  CATEGORY_KEY_MAX_LENGTH,
  CATEGORY_TITLE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { ValidationMessages } from './messages';

/*
 * Validation rules of SPEC.md section 5, as patterns and pure checks shared by forms and DTOs.
 *
 * Every pattern here runs on untrusted input, so each is linear: no quantifier is nested in
 * another, and two quantified parts next to each other never accept the same character, so a
 * failing match cannot retry the split between them (validation.redos.test.ts pins this).
 */

/**
 * local@domain with a dot inside the domain (not its first or last character). The same
 * language as the spec's `^[^\s@]+@[^\s@]+\.[^\s@]+$`, written so that the domain has one way
 * to match: its first character, then non-dots up to the first dot, then the rest.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** Uppercase, lowercase, a digit and one of ! @ # $ & *; each look-ahead skips what it is not. */
export const PASSWORD_STRENGTH_PATTERN =
  /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)(?=[^!@#$&*]*[!@#$&*]).+$/;
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An IPv6 address in its eight groups or with one `::`, without an embedded IPv4 (RFC 4291). */
const IPV6 = [
  '(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}',
  '(?:[0-9a-f]{1,4}:){1,7}:',
  ...[1, 2, 3, 4, 5, 6].map(
    (tail) => `(?:[0-9a-f]{1,4}:){1,${7 - tail}}(?::[0-9a-f]{1,4}){1,${tail}}`,
  ),
  ':(?::[0-9a-f]{1,4}){1,7}',
  '::',
].join('|');

/**
 * An http(s) URL of an image: a host name (dotted labels, so `localhost` too) or a bracketed IPv6
 * address, an optional port, then an optional path, query or fragment without spaces. The
 * brackets hold an address, not any hex digits and colons: `http://[F8f]/` is no URL.
 */
export const HTTP_URL_PATTERN = new RegExp(
  `^https?://(?:[a-z0-9-]+(?:\\.[a-z0-9-]+)*|\\[(?:${IPV6})\\])(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'i',
);

/**
 * Text with a character trim() keeps: what "required" means for a trimmed field, as a pattern for
 * documents (unanchored: some such character). \uFEFF is spelled out for engines whose \s leaves
 * it out (Python's), so a generator never offers one as the character that makes text non-blank.
 */
export const NON_BLANK_PATTERN = /[^\s\uFEFF]/;

/**
 * A contact message as contactFieldChecks.message takes it: CONTACT_MESSAGE_MIN_LENGTH characters
 * or more once trimmed (a kept character, then at least min − 2 of any, then another kept one).
 */
export const CONTACT_MESSAGE_PATTERN = new RegExp(
  `[^\\s\\uFEFF][\\s\\S]{${CONTACT_MESSAGE_MIN_LENGTH - 2},}[^\\s\\uFEFF]`,
);

/**
 * EMAIL_PATTERN for a field the API trims first, with \uFEFF (which trim() removes) out of every
 * character class, for engines whose \s leaves it out.
 */
export const TRIMMED_EMAIL_PATTERN = new RegExp(EMAIL_PATTERN.source.replace(/\\s/g, '\\s\\uFEFF'));

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** The email rule of every form: required, then the pattern. */
export function checkEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return ValidationMessages.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed)) return ValidationMessages.invalidEmail;
  return undefined;
}

export function validateSignUp(input: SignUpInput): FieldErrors<keyof SignUpInput> {
  const errors: FieldErrors<keyof SignUpInput> = {};
  if (!input.name.trim()) errors.name = ValidationMessages.nameRequired;
  const emailError = checkEmail(input.email);
  if (emailError) errors.email = emailError;
  const passwordError = checkPassword(input.password);
  if (passwordError) errors.password = passwordError;
  return errors;
}

export function checkPassword(password: string): string | undefined {
  if (!password) return ValidationMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return ValidationMessages.passwordTooShort;
  if (!PASSWORD_STRENGTH_PATTERN.test(password)) return ValidationMessages.passwordTooWeak;
  return undefined;
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin(input: LoginInput): FieldErrors<keyof LoginInput> {
  const errors: FieldErrors<keyof LoginInput> = {};
  if (!input.email.trim()) errors.email = ValidationMessages.emailRequired;
  if (!input.password) errors.password = ValidationMessages.passwordRequired;
  return errors;
}

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** One field of the contact form, so a check of one field never runs another field's rule. */
export const contactFieldChecks: Readonly<
  Record<keyof ContactInput, (value: string) => string | undefined>
> = {
  name: (name) => (name.trim() ? undefined : ValidationMessages.nameRequired),
  email: checkEmail,
  message: (message) => {
    const trimmed = message.trim();
    if (!trimmed) return ValidationMessages.messageRequired;
    if (trimmed.length < CONTACT_MESSAGE_MIN_LENGTH) return ValidationMessages.messageTooShort;
    return undefined;
  },
};

export function validateContact(input: ContactInput): FieldErrors<keyof ContactInput> {
  const errors: FieldErrors<keyof ContactInput> = {};
  for (const field of ['name', 'email', 'message'] as const) {
    const error = contactFieldChecks[field](input[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function isCategoryIcon(value: unknown): value is (typeof CATEGORY_ICONS)[number] {
  return typeof value === 'string' && (CATEGORY_ICONS as readonly string[]).includes(value);
}

/** The edit form's gallery field: comma-separated URLs, trimmed, empty items dropped. */
export function parseGalleryUrls(commaSeparated: string): string[] {
  return commaSeparated
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}

/** A category as the add and edit forms send it; the edit form has no key (the path names it). */
export interface CategoryInput {
  key?: string;
  title: string;
  description: string;
  image: string;
  icon: string;
  galleryImages: readonly string[];
}

export type CategoryField = keyof CategoryInput;

const checkImageUrl = (url: string): string | undefined => {
  if (url.length > IMAGE_URL_MAX_LENGTH) return ValidationMessages.imageUrlTooLong;
  if (!HTTP_URL_PATTERN.test(url)) return ValidationMessages.imageUrlInvalid;
  return undefined;
};

/**
 * The category rules of SPEC section 5, one field at a time, in the API's order: presence, then
 * length, then format. Text fields are read trimmed, as the API trims them before checking.
 */
export const categoryFieldChecks: {
  readonly [F in CategoryField]-?: (value: NonNullable<CategoryInput[F]>) => string | undefined;
} = {
  key: (key) => {
    const trimmed = key.trim();
    if (!trimmed) return ValidationMessages.categoryFieldsRequired;
    if (trimmed.length > CATEGORY_KEY_MAX_LENGTH) return ValidationMessages.categoryKeyTooLong;
    if (!CATEGORY_KEY_PATTERN.test(trimmed)) return ValidationMessages.categoryKeyPattern;
    return undefined;
  },
  title: (title) => {
    const trimmed = title.trim();
    if (!trimmed) return ValidationMessages.categoryFieldsRequired;
    if (trimmed.length > CATEGORY_TITLE_MAX_LENGTH) return ValidationMessages.categoryTitleTooLong;
    return undefined;
  },
  description: (description) => {
    const trimmed = description.trim();
    if (!trimmed) return ValidationMessages.categoryFieldsRequired;
    if (trimmed.length > CATEGORY_DESCRIPTION_MAX_LENGTH) {
      return ValidationMessages.categoryDescriptionTooLong;
    }
    return undefined;
  },
  image: (image) => {
    const trimmed = image.trim();
    return trimmed ? checkImageUrl(trimmed) : ValidationMessages.categoryFieldsRequired;
  },
  icon: (icon) => {
    if (!icon) return ValidationMessages.categoryFieldsRequired;
    return isCategoryIcon(icon) ? undefined : ValidationMessages.categoryIconInvalid;
  },
  galleryImages: (urls) => {
    if (urls.length === 0) return ValidationMessages.categoryFieldsRequired;
    if (urls.length > CATEGORY_GALLERY_MAX_IMAGES) return ValidationMessages.categoryGalleryTooMany;
    for (const url of urls) {
      const problem = checkImageUrl(url);
      if (problem) return problem;
    }
    return undefined;
  },
};

/** Every broken category rule, one message per field; the key is checked only when given. */
export function validateCategory(input: CategoryInput): FieldErrors<CategoryField> {
  const errors: FieldErrors<CategoryField> = {};
  if (input.key !== undefined) {
    const keyError = categoryFieldChecks.key(input.key);
    if (keyError) errors.key = keyError;
  }
  for (const field of ['title', 'description', 'image', 'icon'] as const) {
    const error = categoryFieldChecks[field](input[field]);
    if (error) errors[field] = error;
  }
  const galleryError = categoryFieldChecks.galleryImages(input.galleryImages);
  if (galleryError) errors.galleryImages = galleryError;
  return errors;
}

/**
 * The one message a category form shows: the catch-all when anything is missing (the spec's
 * wording names every field), else the first broken rule, else null.
 */
export function categoryProblemOf(errors: FieldErrors<CategoryField>): string | null {
  const problems = Object.values(errors);
  if (problems.includes(ValidationMessages.categoryFieldsRequired)) {
    return ValidationMessages.categoryFieldsRequired;
  }
  return problems[0] ?? null;
}
