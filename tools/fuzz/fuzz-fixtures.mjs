// The real records the fuzzer starts from, made through the API as a person would: an admin (the
// seed's), a member, a category key, an upload token, a quote and an order. With real ids the
// generated requests reach the logic behind the 404s.
import { seed } from '../harness/seed-data.mjs';
import { callerSessions } from './fuzz-sessions.mjs';

async function call(apiUrl, method, path, { token, body, form } = {}) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status >= 300)
    throw new Error(`Fuzz fixture: ${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Seeds the database and makes the records; answers the callers (fuzz-sessions.mjs) and ids. */
export async function makeFixtures(apiEnv, apiUrl) {
  await seed(apiEnv);
  const callers = await callerSessions(apiEnv, apiUrl);
  const buyer = callers.find((caller) => caller.name === 'member');
  const admin = callers.find((caller) => caller.name === 'admin').token;
  const [category] = await call(apiUrl, 'GET', '/categories');
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from('%PDF-1.7\n%fuzz\n%%EOF\n', 'latin1')], { type: 'application/pdf' }),
    'tech-pack.pdf',
  );
  const upload = await call(apiUrl, 'POST', '/quotes/attachments', { form });
  const quoteBody = (attachments) => ({
    name: 'Fuzz Member',
    email: buyer.email,
    categoryKey: category.key,
    kind: 'bulk',
    quantity: 600,
    deadline: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
    details: 'Poplin shirts in white and navy, woven labels.',
    attachments,
  });
  const quote = await call(apiUrl, 'POST', '/quotes', {
    token: buyer.token,
    body: quoteBody([{ id: upload.id, uploadToken: upload.uploadToken }]),
  });
  const ordered = await call(apiUrl, 'POST', '/quotes', {
    token: buyer.token,
    body: quoteBody([]),
  });
  await call(apiUrl, 'PATCH', `/quotes/${ordered.insertedId}`, {
    token: admin,
    body: { status: 'reviewing' },
  });
  await call(apiUrl, 'PATCH', `/quotes/${ordered.insertedId}`, {
    token: admin,
    body: { status: 'quoted', unitPrice: 7.9, currency: 'USD', leadTimeDays: 70 },
  });
  const order = await call(apiUrl, 'POST', '/orders', {
    token: buyer.token,
    body: {
      quoteId: ordered.insertedId,
      unitPrice: 7.9,
      quantity: 600,
      incoterm: 'FOB',
      paymentTerm: 'TT',
    },
  });
  return {
    callers,
    categoryKey: category.key,
    quoteId: quote.insertedId,
    orderId: order._id,
    upload,
  };
}
