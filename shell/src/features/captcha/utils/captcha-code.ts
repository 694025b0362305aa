export type CaptchaCharacterSet = 'upper' | 'lower' | 'numbers' | 'special_char';

const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const PUNCTUATION = '!@#$%^&*()_+-=[]{};:,.<>/?~|';

/** The characters each set draws from (SPEC section 5); no set means mixed-case letters and digits. */
export const CAPTCHA_ALPHABETS: Record<CaptchaCharacterSet | 'default', string> = {
  upper: UPPERCASE + DIGITS,
  lower: LOWERCASE + DIGITS,
  numbers: DIGITS,
  special_char: PUNCTUATION,
  default: UPPERCASE + LOWERCASE + DIGITS,
};

export const DEFAULT_CAPTCHA_LENGTH = 6;

export function generateCaptchaCode(
  length: number = DEFAULT_CAPTCHA_LENGTH,
  characterSet?: CaptchaCharacterSet,
  random: () => number = Math.random,
): string {
  const alphabet = CAPTCHA_ALPHABETS[characterSet ?? 'default'];
  let code = '';
  for (let i = 0; i < length; i += 1)
    code += alphabet.charAt(Math.floor(random() * alphabet.length));
  return code;
}

/** The typed value must equal the drawn code exactly (case and all). */
export const isCaptchaMatch = (typed: string, code: string): boolean =>
  code.length > 0 && typed === code;

export const CAPTCHA_CHAR_WIDTH = 25;
export const CAPTCHA_HEIGHT = 30;
const CAPTCHA_FONT = 'italic 20px Georgia, "Times New Roman", serif';

/**
 * Draws the code on a white canvas, one character at a time, each nudged a little up or down.
 * One fillText per character is deliberate: the browser journeys read the code that way.
 */
export function drawCaptcha(
  canvas: HTMLCanvasElement,
  code: string,
  random: () => number = Math.random,
): void {
  canvas.width = CAPTCHA_CHAR_WIDTH * code.length;
  canvas.height = CAPTCHA_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = CAPTCHA_FONT;
  context.textBaseline = 'alphabetic';
  for (let i = 0; i < code.length; i += 1) {
    const verticalOffset = Math.round(random() * 6 - 3);
    context.fillText(code.charAt(i), CAPTCHA_CHAR_WIDTH * i + 6, 21 + verticalOffset);
  }
}
