import request from 'supertest';
import { ApiMessages } from '@threadline/contracts';
import { signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

// A JSON body is sent as raw text: JSON.stringify of an object literal with __proto__ would set
// its prototype instead of sending the key.
let testApp: TestApp;
let member: SignedInAccount;

beforeAll(async () => {
  testApp = await startTestApp();
  member = await signedInPerson(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

const contactJson = (extra: string) =>
  `{"name":"Ana","email":"ana@brand.example","message":"Do you make linen shirts?",${extra}}`;

const postRaw = (path: string, body: string, token?: string) => {
  const call = request(testApp.server).post(path).set('Content-Type', 'application/json');
  if (token) call.auth(token, { type: 'bearer' });
  return call.send(body);
};

describe('prototype keys in a JSON body', () => {
  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a top-level %s key with 400 naming it, and stores nothing',
    async (key) => {
      const before = await testApp.db.collection('contacts').countDocuments();
      const response = await postRaw('/contacts', contactJson(`"${key}":{"role":"admin"}`));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: [ApiMessages.forbiddenBodyKey(key)],
        error: 'Bad Request',
      });
      expect(await testApp.db.collection('contacts').countDocuments()).toBe(before);
    },
  );

  it('names the path of a nested one', async () => {
    const response = await postRaw(
      '/users',
      '{"name":"Ana","photoURL":"https://img.example/a.png","extra":[{"a":{"__proto__":{"x":1}}}]}',
      member.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ApiMessages.forbiddenBodyKey('extra.0.a.__proto__')]);
  });

  it('refuses one on POST /jwt, which reads its body itself', async () => {
    const response = await postRaw('/jwt', '{"idToken":"x","__proto__":{"admin":true}}');
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([ApiMessages.forbiddenBodyKey('__proto__')]);
  });

  it('still accepts the same body without the key', async () => {
    const response = await postRaw('/contacts', contactJson('"subject":"Linen"'));
    expect(response.status).toBe(201);
  });
});
