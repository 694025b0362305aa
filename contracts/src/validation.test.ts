import { ApiMessages, ValidationMessages } from './messages';
import {
  checkPassword,
  parseGalleryUrls,
  validateContact,
  validateSignUp,
  CATEGORY_KEY_PATTERN,
  HTTP_URL_PATTERN,
} from './validation';

describe('sign-up rules', () => {
  it('asks for every missing field with the spec message', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '' })).toEqual({
      name: ValidationMessages.nameRequired,
      email: ValidationMessages.emailRequired,
      password: ValidationMessages.passwordRequired,
    });
  });

  it('rejects a password shorter than 6 characters', () => {
    expect(checkPassword('Ab1!')).toBe('Password must be at least 6 characters');
  });

  it.each(['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abcdef1%'])(
    'rejects %s, which misses a required character class',
    (password) => {
      expect(checkPassword(password)).toBe(
        'Password must include uppercase, lowercase, number and special character',
      );
    },
  );

  it('accepts a password with upper, lower, digit and one of !@#$&*', () => {
    expect(checkPassword('Tailor#9')).toBeUndefined();
  });
});

describe('contact rules', () => {
  it('rejects a malformed email and a short message', () => {
    expect(validateContact({ name: 'Ana', email: 'ana@', message: 'too short' })).toEqual({
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters long',
    });
  });

  it('accepts a complete message', () => {
    expect(
      validateContact({ name: 'Ana', email: 'ana@brand.co', message: 'We need 500 shirts.' }),
    ).toEqual({});
  });
});

describe('category rules', () => {
  it.each(['shirts', 'formal-shirts', 'kids2'])('accepts the key %s', (key) => {
    expect(CATEGORY_KEY_PATTERN.test(key)).toBe(true);
  });

  it.each(['Shirts', 'formal_shirts', '-shirts', 'a--b', 'a b', ''])(
    'rejects the key %s',
    (key) => {
      expect(CATEGORY_KEY_PATTERN.test(key)).toBe(false);
    },
  );

  it('parses gallery URLs: trimmed, empty items dropped', () => {
    expect(parseGalleryUrls(' http://a/1.webp, ,http://a/2.webp ,')).toEqual([
      'http://a/1.webp',
      'http://a/2.webp',
    ]);
  });
});

describe('API list messages', () => {
  it('name the allowed values from the constants', () => {
    expect(ApiMessages.sortFieldInvalid).toBe('sort must be one of name, email, role, createdAt');
    expect(ApiMessages.sortOrderInvalid).toBe('order must be asc or desc');
    expect(ApiMessages.roleFilterInvalid).toBe('role must be one of admin, user, teacher');
    expect(ApiMessages.limitInvalid).toBe('limit must be a whole number from 1 to 100');
  });
});

describe('an image URL’s host', () => {
  // The WHATWG URL parser, as a browser or Node reads the address, is the reference for the hosts.
  const parses = (url: string) => {
    try {
      return new URL(url).protocol.startsWith('http');
    } catch {
      return false;
    }
  };
  it.each([
    'http://[::1]:4000/images/a',
    'http://[::]/a',
    'http://[1::]/a',
    'https://[2001:db8::8a2e:370:7334]/a.png',
    'https://[2001:0db8:0000:0000:0000:ff00:0042:8329]/a',
    'http://[fe80::1:2:3:4:5]/a',
    'http://[F8f]/a',
    'http://[1:2:3:4:5:6:7]/a',
    'http://[1:2:3:4:5:6:7:8:9]/a',
    'http://[1::2::3]/a',
    'http://[12345::1]/a',
    'http://[:::]/a',
    'http://[]/a',
  ])('%s: the pattern reads it as the URL parser does', (url) => {
    expect(HTTP_URL_PATTERN.test(url)).toBe(parses(url));
  });
});
