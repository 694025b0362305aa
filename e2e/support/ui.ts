// Steps a person takes in the shell's auth pages, written once for every journey.
import { expect, type Page } from '@playwright/test';
import { e2eEnv } from './env';
import { holdSeedAdminPasskey } from './passkeys';

/**
 * The captcha is a code painted on a canvas. A person reads it off the image; the journey reads
 * the characters the page paints (fillText calls), which is the same text, without OCR.
 */
export async function watchCaptchaDrawing(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Tracked = HTMLCanvasElement & { __drawn?: string[] };
    const proto = CanvasRenderingContext2D.prototype;
    const reset = (canvas: Tracked, x: number, y: number, w: number) => {
      if (x <= 0 && y <= 0 && w >= canvas.width) canvas.__drawn = [];
    };
    const { fillRect, clearRect, fillText } = proto;
    proto.fillRect = function (x, y, w, h) {
      reset(this.canvas as Tracked, x, y, w);
      return fillRect.call(this, x, y, w, h);
    };
    proto.clearRect = function (x, y, w, h) {
      reset(this.canvas as Tracked, x, y, w);
      return clearRect.call(this, x, y, w, h);
    };
    proto.fillText = function (text, x, y, maxWidth) {
      const canvas = this.canvas as Tracked;
      (canvas.__drawn ??= []).push(String(text));
      return maxWidth === undefined
        ? fillText.call(this, text, x, y)
        : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

export async function readCaptcha(page: Page): Promise<string> {
  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((c) =>
        ((c as HTMLCanvasElement & { __drawn?: string[] }).__drawn ?? []).join(''),
      ),
    )
    .not.toBe('');
  return canvas.evaluate((c) =>
    ((c as HTMLCanvasElement & { __drawn?: string[] }).__drawn ?? []).join(''),
  );
}

export async function solveCaptcha(page: Page): Promise<void> {
  const code = await readCaptcha(page);
  await page.getByLabel('Enter captcha').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The form says so in place; a toast says it too, and a toast from an earlier attempt on the
  // same page may still be showing, so the newest one is the one to see.
  await expect(page.getByText('Captcha verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Captcha Validated!').last()).toBeVisible();
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByLabel(/I accept the Terms/).check();
}

/**
 * Waits for the app behind the start-up splash that every full page load shows (3 s, or at once
 * where the journeys' fixture runs the splash out: support/fixtures.ts).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
}

export interface SignUpOptions {
  /** A file to upload as the profile photo. */
  photoFile?: string;
}

/** Fills in the sign-up form (from /signup, going there first unless the page is already on it). */
export async function fillSignUpForm(
  page: Page,
  visitor: { name: string; email: string; password: string },
  { photoFile }: SignUpOptions = {},
): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/signup')) await page.goto('/signup');
  await page.getByLabel('Name').fill(visitor.name);
  if (photoFile) await page.getByLabel('Profile photo').setInputFiles(photoFile);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await solveCaptcha(page);
  await acceptTerms(page);
}

export async function signUp(
  page: Page,
  visitor: { name: string; email: string; password: string },
  options: SignUpOptions = {},
): Promise<void> {
  await fillSignUpForm(page, visitor, options);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Account Created Successfully!')).toBeVisible();
  await expect(dialog).toContainText(visitor.email);
  await dialog.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Fills in the login form and submits it; the caller checks what follows. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await solveCaptcha(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in. The seed admin's browser holds the admin's passkey (Chromium's virtual authenticator),
 * so the step-up the dashboard asks for at sign-in completes as a person's would.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  if (email === e2eEnv.adminEmail) await holdSeedAdminPasskey(page);
  await submitLogin(page, email, password);
  await expect(page.getByText('Login Successful!')).toBeVisible();
}

/** The navigation bar of the public pages. */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Closes the sweetalert2 dialog on screen with its confirm button, and waits until it is gone. */
export async function dismissDialog(page: Page, button = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The step-up gate of an admin's first sign-in: registers a passkey, then keeps the recovery code. */
export async function registerFirstPasskey(page: Page): Promise<string> {
  const gate = page.getByRole('region', { name: 'Register a passkey' });
  await expect(gate).toContainText('until then you have member rights only');
  await gate.getByRole('button', { name: 'Register a passkey' }).click();
  const shown = page.getByRole('region', { name: 'Your recovery code' });
  const code = (await shown.getByLabel('Recovery code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
  await shown.getByRole('button', { name: 'I have saved it' }).click();
  await expect(shown).toBeHidden();
  return code;
}
