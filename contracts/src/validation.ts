import { CATEGORY_ICONS, CONTACT_MESSAGE_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { ValidationMessages } from './messages';

/** Validation rules of SPEC.md section 5, as patterns and pure checks shared by forms and DTOs. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Uppercase, lowercase, a digit and one of ! @ # $ & *. */
export const PASSWORD_STRENGTH_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$&*]).+$/;
export const CATEGORY_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_KEY_MAX_LENGTH = 60;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export function validateSignUp(input: SignUpInput): FieldErrors<keyof SignUpInput> {
  const errors: FieldErrors<keyof SignUpInput> = {};
  if (!input.name.trim()) errors.name = ValidationMessages.nameRequired;
  if (!input.email.trim()) errors.email = ValidationMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = ValidationMessages.invalidEmail;
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

export function validateContact(input: ContactInput): FieldErrors<keyof ContactInput> {
  const errors: FieldErrors<keyof ContactInput> = {};
  if (!input.name.trim()) errors.name = ValidationMessages.nameRequired;
  if (!input.email.trim()) errors.email = ValidationMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = ValidationMessages.invalidEmail;
  if (!input.message.trim()) errors.message = ValidationMessages.messageRequired;
  else if (input.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH)
    errors.message = ValidationMessages.messageTooShort;
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
