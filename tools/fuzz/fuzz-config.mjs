// The fuzzer's schemathesis.toml: the operations it leaves out (and why), and the real ids it
// puts in the path of the others.

/**
 * Left out, each for a reason:
 * - POST /logout ends the session the rest of the run is made with (every later case a 401);
 * - DELETE /users/{id} and DELETE /users/admin/{id} delete accounts, and PATCH /users/admin/{id}
 *   revokes the admin role: the stateful phase links them to GET /users, whose first record is
 *   the run's own admin or member. The authorization matrix and users-admin.spec.ts cover them.
 */
export const LEFT_OUT = [
  { method: 'POST', path: '/logout' },
  { method: 'DELETE', path: '/users/{id}' },
  { method: 'DELETE', path: '/users/admin/{id}' },
  { method: 'PATCH', path: '/users/admin/{id}' },
];

/**
 * Answers no schema can foresee, per operation, each for its reason: the request is valid as
 * the document describes it, and the server still refuses it for what only the server knows (a
 * stored record, today's date, a file's bytes, a rule between fields that OpenAPI 3.0 cannot
 * write). positive_data_acceptance takes these statuses as well as its own for that operation;
 * every other check, and every other operation, stays as strict as schemathesis makes it.
 */
export const STATE_DEPENDENT = [
  // The same body and rules: the public form's, and the team's from a contact message.
  ...['POST /quotes', 'POST /contacts/{id}/quote-request'].map((name) => ({
    name,
    statuses: [400],
    reason:
      'categoryKey names a category of the catalogue (a stored record), and the quantity, ' +
      'currency and sizes rules run across fields (contracts validateQuoteRequest)',
  })),
  ...['POST /quotes/{id}/thread', 'POST /guest/thread'].map((name) => ({
    name,
    statuses: [400],
    reason: 'an attachment must be an upload this caller made (its id and the token it was given)',
  })),
  ...['POST /quotes/attachments', 'POST /images', 'POST /styles/files'].map((name) => ({
    name,
    statuses: [400, 413, 415],
    reason:
      'a file is read for what its bytes are (PDF, JPEG, PNG, …), not for its part’s label, ' +
      'and its size for what arrives (413); a form holds a bounded number of parts (400 past ' +
      'it), where an array property is one part per item',
  })),
  ...['POST /styles/{id}/imports/materials', 'POST /styles/{id}/imports/measurements'].map(
    (name) => ({
      name,
      statuses: [400, 413],
      reason: 'the CSV file must hold the columns of its import; a bounded number of parts (400)',
    }),
  ),
  {
    name: 'PUT /orders/{id}/shipment',
    statuses: [400],
    reason: 'the ETA is on or after the ETD: a rule between two fields',
  },
  {
    name: 'PATCH /quotes/{id}',
    statuses: [400, 409],
    reason:
      'a status moves along the pipeline from the stored one, and a price and lead time go ' +
      'only with a move to quoted (contracts canMoveQuote)',
  },
  // Passkeys (docs/security.md): what only the server holds for this session.
  ...['POST /auth/passkeys/registration/verify', 'POST /auth/passkeys/step-up/verify'].map(
    (name) => ({
      name,
      statuses: [400],
      reason:
        'the response answers the challenge the options call gave this session, once, signed ' +
        'by an authenticator: no schema can write a valid signature',
    }),
  ),
  {
    name: 'DELETE /users/{id}/passkeys',
    statuses: [400],
    reason: 'the id names another admin: not the caller, not a member (stored roles)',
  },
  {
    name: 'POST /auth/passkeys/recovery',
    statuses: [400],
    reason: 'a recovery code is one the server issued this account and that was not used',
  },
  {
    name: 'POST /quotes/requests',
    statuses: [400],
    reason:
      'a line names a stored style and version, and its pieces follow from the request’s kind ' +
      '(a bulk order is at least 300 per style): rules across fields (contracts request rules)',
  },
  {
    name: 'PUT /orders/{id}/milestones/{key}/expected',
    statuses: [400],
    reason:
      'an expected date is not before the milestone’s fastest duration after the one before it, ' +
      'in the stored plan, nor in the past (today is the server’s)',
  },
  {
    name: 'PATCH /orders/{id}/milestones/{key}',
    statuses: [400],
    reason: 'an actual date is not in the future (today is the server’s)',
  },
  {
    name: 'POST /orders/{id}/inspections',
    statuses: [400],
    reason: 'the inspection date is not in the future (today is the server’s)',
  },
  {
    name: 'POST /orders/{id}/samples/{milestone}/rounds',
    statuses: [400],
    reason:
      'a round holds photos, a PDF or measurements: one of three fields, which 3.0 cannot say',
  },
  {
    name: 'POST /orders/{id}/samples/{milestone}/rounds/{round}/decision',
    statuses: [400],
    reason: 'asking for changes needs a comment: a rule between two fields',
  },
  ...['POST /styles', 'POST /styles/{id}/versions'].map((name) => ({
    name,
    statuses: [400],
    reason:
      'categoryKey names a stored category and the front and back images are uploads of this ' +
      'style (contracts validateStyle)',
  })),
];

/** What positive_data_acceptance expects by default (schemathesis 4.32). */
const POSITIVE_DEFAULT = ['2xx', '3xx', '401', '403', '404', '409', '429', '5xx'];

const quoted = (value) => JSON.stringify(String(value));

// One operation by its label: separate include-path and include-method filters would each match
// on their own (every POST, not POST /logout alone).
function operation({ path, method, enabled, parameters }) {
  const lines = [
    '[[operations]]',
    method ? `include-name = ${quoted(`${method} ${path}`)}` : `include-path = ${quoted(path)}`,
  ];
  if (enabled === false) lines.push('enabled = false');
  if (parameters)
    lines.push(
      `parameters = { ${Object.entries(parameters)
        .map(([name, value]) => `${quoted(name)} = ${quoted(value)}`)
        .join(', ')} }`,
    );
  return lines.join('\n');
}

/** The config text for the fixtures made (fuzz-fixtures.mjs). */
export function fuzzConfig({ categoryKey, quoteId, orderId, upload }) {
  const withIds = [
    { path: '/categories/{key}', parameters: { key: categoryKey } },
    { path: '/quotes/{id}', parameters: { id: quoteId } },
    { path: '/quotes/{id}/thread', parameters: { id: quoteId } },
    {
      path: '/quotes/{id}/attachments/{attachmentId}',
      parameters: { id: quoteId, attachmentId: upload.id },
    },
    { path: '/orders/{id}', parameters: { id: orderId } },
    { path: '/orders/{id}/calendar.ics', parameters: { id: orderId } },
    { path: '/orders/{id}/milestones/{key}', parameters: { id: orderId } },
    { path: '/orders/{id}/samples/{milestone}/rounds', parameters: { id: orderId } },
    { path: '/orders/{id}/inspections', parameters: { id: orderId } },
    { path: '/orders/{id}/shipment', parameters: { id: orderId } },
  ];
  const allowances = STATE_DEPENDENT.map(({ name, statuses }) =>
    [
      '[[operations]]',
      `include-name = ${quoted(name)}`,
      `checks = { positive_data_acceptance = { expected-statuses = [${[
        ...new Set([...POSITIVE_DEFAULT, ...statuses.map(String)]),
      ]
        .map(quoted)
        .join(', ')}] } }`,
    ].join('\n'),
  );
  return [
    ...LEFT_OUT.map((one) => operation({ ...one, enabled: false })),
    ...withIds.map(operation),
    ...allowances,
  ].join('\n\n');
}
