import { CATEGORY_ICONS, CONTACT_MESSAGE_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
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
export const CATEGORY_KEY_MAX_LENGTH = 60;

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
