import request from 'supertest';
import { ApiMessages, contactStatusOf, ThreadMessages } from '@threadline/contracts';
import { linksOf, parsedMessage, uniqueAddress, waitForMessageMatching } from './support/mailpit';
import { signedInAdmin, signedInPerson, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
let member: SignedInAccount;
const APP_URL = 'http://shop.threadline.test';
const bearer = (account: SignedInAccount) => ({ Authorization: `Bearer ${account.token}` });

async function contactMessage(email: string, subject?: string): Promise<string> {
  const response = await request(testApp.server)
    .post('/contacts')
    .send({ name: 'Ana Weaver', email, subject, message: 'Do you make linen shirts for kids?' })
    .expect(201);
  return response.body.insertedId;
}

beforeAll(async () => {
  testApp = await startTestApp({ APP_URL, NOTIFY_POLL_MS: '200', NOTIFY_RETRY_BASE_MS: '200' });
  admin = await signedInAdmin(testApp, { email: uniqueAddress('admin') });
  member = await signedInPerson(testApp);
});

afterAll(async () => {
  await testApp?.close();
});

it('sends the reply to the sender, keeps it with the message, marks it replied and audits it', async () => {
  const sender = uniqueAddress('sender');
  const id = await contactMessage(sender, 'Linen for kids');
  const sent = await request(testApp.server)
    .post(`/contacts/${id}/replies`)
    .set(bearer(admin))
    .send({ text: '  Yes, from size 2 to 12.  ' })
    .expect(201);
  expect(sent.body).toMatchObject({ text: 'Yes, from size 2 to 12.', authorEmail: admin.email });

  const arrived = await waitForMessageMatching(
    sender,
    (subject) => subject === 'Re: Linen for kids',
  );
  const mail = await parsedMessage(arrived.ID);
  expect(mail.to).toMatchObject({ value: [{ address: sender }] });
  expect(mail.text).toContain('Yes, from size 2 to 12.');
  expect(mail.text).toContain('> Do you make linen shirts for kids?');
  expect(linksOf(mail.html).map((url) => url.href)).toContain(`${APP_URL}/contact`);

  const replies = await request(testApp.server)
    .get(`/contacts/${id}/replies`)
    .set(bearer(admin))
    .expect(200);
  expect(replies.body).toMatchObject([{ text: 'Yes, from size 2 to 12.' }]);
  const inbox = await request(testApp.server).get('/contacts').set(bearer(admin)).expect(200);
  const listed = inbox.body.find((message: { _id: string }) => message._id === id);
  expect(contactStatusOf(listed)).toBe('replied');

  const audit = await testApp.db
    .collection('auditEntries')
    .findOne({ action: 'contact.replied', 'target.id': id });
  expect(audit?.changes).toEqual([{ field: 'status', from: 'new', to: 'replied' }]);
});

it('refuses an empty reply with the contracts message, and sends nothing', async () => {
  const id = await contactMessage(uniqueAddress('sender'));
  const response = await request(testApp.server)
    .post(`/contacts/${id}/replies`)
    .set(bearer(admin))
    .send({ text: '   ' })
    .expect(400);
  expect(JSON.stringify(response.body.message)).toContain(ThreadMessages.textRequired);
  expect(await testApp.db.collection('contactReplies').countDocuments({ contactId: id })).toBe(0);
});

it('answers 404 for a message that does not exist, and 403 to a member', async () => {
  const missing = '0123456789abcdef01234567';
  const response = await request(testApp.server)
    .post(`/contacts/${missing}/replies`)
    .set(bearer(admin))
    .send({ text: 'Hello' })
    .expect(404);
  expect(response.body.message).toBe(ApiMessages.contactNotFound);
  const id = await contactMessage(uniqueAddress('sender'));
  await request(testApp.server)
    .post(`/contacts/${id}/replies`)
    .set(bearer(member))
    .send({ text: 'Hello' })
    .expect(403);
});
