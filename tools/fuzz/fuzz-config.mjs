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
  return [
    ...LEFT_OUT.map((one) => operation({ ...one, enabled: false })),
    ...withIds.map(operation),
  ].join('\n\n');
}
