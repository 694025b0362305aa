import { createFakeApi } from '../testing/fake-api';
import { getApiErrorMessage } from '@threadline/contracts';
import { createApiClient } from './api-client';
import { ACCESS_TOKEN_KEY } from '../config/session';

function clientAnswering(status: number) {
  const api = createFakeApi({
    'GET /users/me': () => ({ status, data: { message: `answered ${status}` } }),
  });
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseURL: 'http://api.test',
    onUnauthorized,
    adapter: api.adapter,
  });
  return { api, client, onUnauthorized };
}

describe('the API client', () => {
  it('sends the stored session token as a bearer authorization header', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token');
    const { api, client } = clientAnswering(200);
    await client.get('/users/me');
    expect(api.requests[0].authorization).toBe('Bearer session-token');
  });

  it('sends no authorization header when nobody is signed in', async () => {
    const { api, client } = clientAnswering(200);
    await client.get('/users/me');
    expect(api.requests[0].authorization).toBeUndefined();
  });

  it('keeps an authorization header the caller set (a Firebase ID token right after sign-up)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stale-session-token');
    const { api, client } = clientAnswering(200);
    await client.get('/users/me', { headers: { Authorization: 'Bearer firebase-id-token' } });
    expect(api.requests[0].authorization).toBe('Bearer firebase-id-token');
  });

  it.each([401, 403])('logs the user out and rejects the call on a %i answer', async (status) => {
    const { client, onUnauthorized } = clientAnswering(status);
    await expect(client.get('/users/me')).rejects.toMatchObject({ response: { status } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(status);
  });

  it.each([400, 404, 500])('rejects a %i answer without logging the user out', async (status) => {
    const { client, onUnauthorized } = clientAnswering(status);
    await expect(client.get('/users/me')).rejects.toMatchObject({ response: { status } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['STEP_UP_REQUIRED', 'FRESH_STEP_UP_REQUIRED'])(
    'asks for a passkey step-up on a 403 %s, without logging the user out',
    async (code) => {
      const api = createFakeApi({
        'GET /users': () => ({ status: 403, data: { statusCode: 403, message: 'Confirm', code } }),
      });
      const onUnauthorized = jest.fn();
      const onStepUpRequired = jest.fn();
      const client = createApiClient({
        baseURL: 'http://api.test',
        onUnauthorized,
        onStepUpRequired,
        adapter: api.adapter,
      });

      await expect(client.get('/users')).rejects.toMatchObject({ response: { status: 403 } });

      expect(onStepUpRequired).toHaveBeenCalledWith(code);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('still rejects the call when logging out fails', async () => {
    const { client, onUnauthorized } = clientAnswering(401);
    onUnauthorized.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.get('/users/me')).rejects.toMatchObject({ response: { status: 401 } });
  });

  it("reads the server's message from an error answer", async () => {
    const { client } = clientAnswering(400);
    const error = await client.get('/users/me').catch((caught: unknown) => caught);
    expect(getApiErrorMessage(error, 'fallback')).toBe('answered 400');
  });
});
