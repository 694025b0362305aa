import request from 'supertest';
import { signedInAdmin, signedInPerson } from './support/people';
import { addStyleCategory, createStyle, styleBody } from './support/styles';
import { startTestApp, type TestApp } from './support/test-app';

// The admin's list of every member's styles is an in-process copy kept current by the index
// document (api/src/styles/style-library-index.ts). Two API processes on one database: the
// second builds its copy, then sees what the first writes. (Passport's strategy is one per
// process, so every session here is minted after the second app starts, by it.)
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp();
  await addStyleCategory(first);
  second = await startTestApp({}, { databaseName: first.db.name });
});

afterAll(async () => {
  await second?.app.close();
  await first?.close();
});

it('shows a style saved through another API process in the admin’s list, and its rename', async () => {
  const admin = await signedInAdmin(second);
  const writer = await signedInPerson(second);
  const listed = async () =>
    (
      (
        await request(second.server)
          .get('/styles')
          .query({ search: 'IX-' })
          .auth(admin.token, { type: 'bearer' })
          .expect(200)
      ).body as { styleNumber: string; name: string }[]
    ).map((summary) => `${summary.styleNumber} ${summary.name}`);
  expect(await listed()).toEqual([]);

  const style = await createStyle(first, writer.token, {
    styleNumber: 'IX-1',
    name: 'Index shirt',
  });
  expect(await listed()).toEqual(['IX-1 Index shirt']);

  await request(first.server)
    .post(`/styles/${style.id}/versions`)
    .auth(writer.token, { type: 'bearer' })
    .send({ ...styleBody({ styleNumber: 'IX-1', name: 'Index blouse' }), baseVersion: 1 })
    .expect(201);
  expect(await listed()).toEqual(['IX-1 Index blouse']);
});
