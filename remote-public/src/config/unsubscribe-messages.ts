/** The unsubscribe page that the footer of every update email links to. */
export const UnsubscribeMessages = {
  title: 'Stop update emails',
  ask: 'You will no longer get emails when a request or an order moves. Confirmations and samples waiting for your approval still come.',
  confirm: 'Unsubscribe',
  done: 'You are unsubscribed: no more update emails. A member can turn them back on in Profile.',
  invalid: 'This unsubscribe link is not valid',
  failed: 'You could not be unsubscribed just now; try again.',
} as const;
