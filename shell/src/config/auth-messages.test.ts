import { authErrorMessage } from './auth-messages';

const providerError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it("gives the product's words for a known auth-provider code, never the provider's text", () => {
    expect(authErrorMessage(providerError('auth/invalid-credential'), 'Sign-in failed')).toBe(
      'Incorrect email or password',
    );
    expect(authErrorMessage(providerError('auth/weak-password'), 'Sign-up failed')).toBe(
      'Password must be at least 6 characters',
    );
  });

  it.each([
    ['an unknown auth-provider code', 'auth/internal-error'],
    ['a code that names an object property', 'toString'],
  ])("falls back for %s rather than showing the error's own text", (_case, code) => {
    expect(authErrorMessage(providerError(code), 'Sign-in failed')).toBe('Sign-in failed');
  });

  it("prefers the API's own message", () => {
    const answer = Object.assign(new Error('Request failed'), {
      code: 'auth/invalid-credential',
      response: { status: 403, data: { message: 'This account has been disabled' } },
    });
    expect(authErrorMessage(answer, 'Sign-in failed')).toBe('This account has been disabled');
  });
});
