/** The passkeys' query keys: the signed-in person's own. */
export const passkeyKeys = {
  mine: () => ['passkeys', 'mine'] as const,
};
