import { getApiErrorMessage } from '@threadline/contracts';
import { createFakeApi } from '../testing/fake-api';
import { createLazyApiClient } from './lazy-api-client';
import { ACCESS_TOKEN_KEY } from '../config/session';

describe('the lazily loaded API client', () => {
  it('sends every method through the one configured client, with its session header', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token');
    const api = createFakeApi({
      'GET /things': () => ({ status: 200, data: ['a'] }),
      'POST /things': () => ({ status: 201, data: { id: 1 } }),
      'PUT /things/1': () => ({ status: 200, data: {} }),
      'PATCH /things/1': () => ({ status: 200, data: {} }),
      'DELETE /things/1': () => ({ status: 204 }),
    });
    const client = createLazyApiClient({
      baseURL: 'http://api.test',
      onUnauthorized: jest.fn(),
      adapter: api.adapter,
    });
    expect((await client.get<string[]>('/things')).data).toEqual(['a']);
    expect((await client.post<{ id: number }>('/things', { name: 'b' })).data).toEqual({ id: 1 });
    await client.put('/things/1', { name: 'c' });
    await client.patch('/things/1', { name: 'd' });
    await client.delete('/things/1');
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /things',
      'POST /things',
      'PUT /things/1',
      'PATCH /things/1',
      'DELETE /things/1',
    ]);
    expect(api.requests.every((request) => request.authorization === 'Bearer session-token')).toBe(
      true,
    );
  });

  it("rejects with the API's message and signs out on a 401, as the eager client does", async () => {
    const api = createFakeApi({
      'GET /users/me': () => ({ status: 401, data: { message: 'Session expired' } }),
    });
    const onUnauthorized = jest.fn();
    const client = createLazyApiClient({
      baseURL: 'http://api.test',
      onUnauthorized,
      adapter: api.adapter,
    });
    const error: unknown = await client.get('/users/me').catch((caught: unknown) => caught);
    expect(getApiErrorMessage(error, 'fallback')).toBe('Session expired');
    expect(onUnauthorized).toHaveBeenCalledWith(401);
  });

  it('uses the same configured client after a preload', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token');
    const api = createFakeApi({ 'GET /things': () => ({ status: 200, data: [] }) });
    const client = createLazyApiClient({
      baseURL: 'http://api.test',
      onUnauthorized: jest.fn(),
      adapter: api.adapter,
    });
    client.preload();
    await client.get('/things');
    expect(api.requests).toEqual([
      expect.objectContaining({ url: '/things', authorization: 'Bearer session-token' }),
    ]);
  });
});
