import { getApiErrorMessage, getApiErrorStatus } from './api-error';

const httpError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data },
  });

describe('API error messages', () => {
  it("gives the server's message from an { statusCode, message, error } answer", () => {
    const error = httpError(409, {
      statusCode: 409,
      message: 'The last admin cannot be removed or demoted',
      error: 'Conflict',
    });
    expect(getApiErrorMessage(error, 'Failed to delete')).toBe(
      'The last admin cannot be removed or demoted',
    );
    expect(getApiErrorStatus(error)).toBe(409);
  });

  it('joins a list of validation messages', () => {
    const error = httpError(400, {
      statusCode: 400,
      message: ['Title is required', ' '],
      error: 'x',
    });
    expect(getApiErrorMessage(error, 'fallback')).toBe('Title is required');
  });

  it.each([
    ['a transport failure without a response', new Error('Network Error')],
    ['an answer without a body', httpError(500, undefined)],
    ['an answer whose body is text', httpError(502, '<html>Bad gateway</html>')],
    ['an empty message', httpError(500, { message: '   ' })],
    ['an empty message list', httpError(400, { message: [] })],
    ['something that is not an error at all', 'boom'],
    ['null', null],
  ])('falls back for %s', (_case, error) => {
    expect(getApiErrorMessage(error, 'Failed to fetch contact data')).toBe(
      'Failed to fetch contact data',
    );
  });

  it("never shows an auth provider's own text (the shell maps its codes)", () => {
    const error = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
      code: 'auth/invalid-credential',
    });
    expect(getApiErrorMessage(error, 'Sign-in failed')).toBe('Sign-in failed');
  });

  it('has no status when the server never answered', () => {
    expect(getApiErrorStatus(new Error('Network Error'))).toBeUndefined();
    expect(getApiErrorStatus(undefined)).toBeUndefined();
  });
});
