import { createFakeApi } from './create-fake-api';

describe('createFakeApi', () => {
  it('answers a listed call with its canned data and records it', async () => {
    const api = createFakeApi({ 'GET /categories': { data: [{ key: 'denim' }] } });

    const response = await api.get('/categories', { params: { page: 2 } });

    expect(response).toEqual({ status: 200, data: [{ key: 'denim' }], headers: {} });
    expect(api.calls).toEqual([
      { method: 'GET', url: '/categories', body: undefined, params: { page: 2 } },
    ]);
  });

  it('rejects a canned 4xx the way axios does, with the response attached', async () => {
    const api = createFakeApi({
      'POST /contacts': { status: 400, data: { statusCode: 400, message: ['email is invalid'] } },
    });

    await expect(api.post('/contacts', { email: 'x' })).rejects.toMatchObject({
      message: 'Request failed with status code 400',
      response: { status: 400, data: { message: ['email is invalid'] } },
    });
  });

  it('fails an unlisted call with 404 so a test never passes on a request it did not expect', async () => {
    const api = createFakeApi();

    await expect(api.delete('/users/42')).rejects.toMatchObject({
      response: { status: 404, data: { message: 'No canned response for DELETE /users/42' } },
    });
  });

  it('computes an answer per call, counting calls to the same route', async () => {
    const api = createFakeApi({
      'GET /users': (call, nth) => ({ data: { page: call.params?.page, nth } }),
    });

    await api.get('/users', { params: { page: 1 } });
    const second = await api.get('/users', { params: { page: 2 } });

    expect(second.data).toEqual({ page: 2, nth: 2 });
  });
});
