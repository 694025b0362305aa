import { countDrawnCharacters, readDrawnText } from '../../../testing/fake-canvas';
import {
  CAPTCHA_ALPHABETS,
  drawCaptcha,
  generateCaptchaCode,
  isCaptchaMatch,
  type CaptchaCharacterSet,
} from './captcha-code';

const everyCharacterIn = (code: string, pattern: RegExp) =>
  [...code].every((character) => pattern.test(character));

describe('captcha codes', () => {
  it.each([1, 4, 6, 10])('has exactly the requested %i characters', (length) => {
    expect(generateCaptchaCode(length)).toHaveLength(length);
  });

  it('mixes upper- and lowercase letters and digits by default', () => {
    const code = generateCaptchaCode(500);
    expect(everyCharacterIn(code, /[A-Za-z0-9]/)).toBe(true);
    expect(code).toMatch(/[A-Z]/);
    expect(code).toMatch(/[a-z]/);
    expect(code).toMatch(/[0-9]/);
  });

  it.each<[CaptchaCharacterSet, RegExp]>([
    ['upper', /[A-Z0-9]/],
    ['lower', /[a-z0-9]/],
    ['numbers', /[0-9]/],
    ['special_char', /[^A-Za-z0-9\s]/],
  ])('draws %s codes only from that set', (characterSet, allowed) => {
    const code = generateCaptchaCode(300, characterSet);
    expect(everyCharacterIn(code, allowed)).toBe(true);
  });

  it('uses letters and digits in the upper and lower sets, punctuation only in special_char', () => {
    expect(CAPTCHA_ALPHABETS.upper).toMatch(/^[A-Z0-9]+$/);
    expect(CAPTCHA_ALPHABETS.lower).toMatch(/^[a-z0-9]+$/);
    expect(CAPTCHA_ALPHABETS.special_char).not.toMatch(/[A-Za-z0-9\s]/);
  });

  it('picks characters with the random source it is given', () => {
    expect(generateCaptchaCode(3, 'numbers', () => 0)).toBe('000');
    expect(generateCaptchaCode(3, 'numbers', () => 0.99)).toBe('999');
  });

  it('matches only the exact code, case included', () => {
    expect(isCaptchaMatch('aB3xY9', 'aB3xY9')).toBe(true);
    expect(isCaptchaMatch('ab3xy9', 'aB3xY9')).toBe(false);
    expect(isCaptchaMatch(' aB3xY9', 'aB3xY9')).toBe(false);
    expect(isCaptchaMatch('', '')).toBe(false);
  });

  it('draws one character per fillText on a canvas 25 px wide per character and 30 px high', () => {
    const canvas = document.createElement('canvas');
    drawCaptcha(canvas, 'Qz7Kp2');
    expect(canvas.width).toBe(150);
    expect(canvas.height).toBe(30);
    expect(countDrawnCharacters(canvas)).toBe(6);
    expect(readDrawnText(canvas)).toBe('Qz7Kp2');
  });

  it('paints black italic 20px text on white', () => {
    const canvas = document.createElement('canvas');
    drawCaptcha(canvas, 'abc');
    const context = canvas.getContext('2d') as unknown as { fillStyle: string; font: string };
    // The fake context keeps the last values set: the text colour and font.
    expect(context.fillStyle).toBe('#000000');
    expect(context.font).toMatch(/^italic 20px /);
  });
});
