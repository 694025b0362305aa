import request from 'supertest';
import { ApiMessages, QuoteMessages } from '@threadline/contracts';
import { insertCategory } from './support/catalogue';
import { uniqueAddress } from './support/mailpit';
import { dayIn } from './support/orders';
import { signedInAdmin, type SignedInAccount } from './support/people';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let admin: SignedInAccount;
const CATEGORY = 'contact-quote-shirts';

const asAdmin = (call: request.Test) => call.auth(admin.token, { type: 'bearer' });

async function contactMessage(): Promise<{ id: string; email: string }> {
  const email = uniqueAddress('contact-quote');
  const sent = await request(testApp.server)
    .post('/contacts')
    .send({
      name: 'Lina Sousa',
      email,
      subject: 'Linen shirts',
      message: 'We would like 600 linen shirts in three colours by late March.',
    })
    .expect(201);
  return { id: sent.body.insertedId, email };
}

/** What the dashboard sends: the message's sender and words, and what the admin added. */
const requestFrom = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Lina Sousa',
  email,
  company: 'Sousa Linen',
  categoryKey: CATEGORY,
  kind: 'bulk',
  quantity: 600,
  deadline: dayIn(120),
  details: 'We would like 600 linen shirts in three colours by late March.',
  ...overrides,
});

beforeAll(async () => {
  testApp = await startTestApp();
  admin = await signedInAdmin(testApp, { email: uniqueAddress('contact-quote-admin') });
  await insertCategory(testApp.db, CATEGORY);
});

afterAll(async () => {
  await testApp?.close();
});

describe('a quote request made from a contact message', () => {
  it('goes through the quotes’ create path, linked both ways, and audited', async () => {
    const { id, email } = await contactMessage();
    const created = await asAdmin(request(testApp.server).post(`/contacts/${id}/quote-request`))
      .send(requestFrom(email))
      .expect(201);
    const { insertedId, reference } = created.body;
    expect(reference).toMatch(/^Q-\d{4}-\d+$/);

    const quote = await asAdmin(request(testApp.server).get(`/quotes/${insertedId}`)).expect(200);
    expect(quote.body).toMatchObject({
      name: 'Lina Sousa',
      email,
      company: 'Sousa Linen',
      quantity: 600,
      status: 'new',
      details: 'We would like 600 linen shirts in three colours by late March.',
    });
    // The request's history names the message it came from.
    expect(quote.body.history[0]).toMatchObject({
      status: 'new',
      event: 'created-from-contact',
      contactId: id,
    });

    // The message shows the request.
    const inbox = await asAdmin(
      request(testApp.server).get('/contacts').query({ limit: 100 }),
    ).expect(200);
    const message = inbox.body.find((item: { _id: string }) => item._id === id);
    expect(message.quoteRequest).toEqual({ id: insertedId, reference });

    const audit = await asAdmin(
      request(testApp.server).get(`/audit?action=contact.quote_requested`),
    ).expect(200);
    expect(audit.body[0]).toMatchObject({
      action: 'contact.quote_requested',
      target: { type: 'contact', id },
      changes: [{ field: 'quoteRequest', to: reference }],
    });

    // One message, one request.
    const again = await asAdmin(request(testApp.server).post(`/contacts/${id}/quote-request`))
      .send(requestFrom(email))
      .expect(409);
    expect(again.body.message).toBe(ApiMessages.contactAlreadyQuoted(reference));
  });

  it('refuses what POST /quotes refuses, an unknown category, and an unknown message', async () => {
    const { id, email } = await contactMessage();
    const bad = await asAdmin(request(testApp.server).post(`/contacts/${id}/quote-request`))
      .send(requestFrom(email, { quantity: 0 }))
      .expect(400);
    expect(bad.body.message.length).toBeGreaterThan(0);
    const category = await asAdmin(request(testApp.server).post(`/contacts/${id}/quote-request`))
      .send(requestFrom(email, { categoryKey: 'no-such-category' }))
      .expect(400);
    expect(category.body.message).toEqual([QuoteMessages.categoryUnknown]);
    const missing = await asAdmin(
      request(testApp.server).post('/contacts/0123456789abcdef01234567/quote-request'),
    )
      .send(requestFrom(email))
      .expect(404);
    expect(missing.body.message).toBe(ApiMessages.contactNotFound);
    // Nothing was linked by the refusals.
    const inbox = await asAdmin(
      request(testApp.server).get('/contacts').query({ limit: 100 }),
    ).expect(200);
    expect(
      inbox.body.find((item: { _id: string }) => item._id === id).quoteRequest,
    ).toBeUndefined();
  });
});
