/** The profile's query keys: the signed-in person's record and their email choices. */
export const profileKeys = {
  currentUser: () => ['current-user'] as const,
  emailPreferences: () => ['email-preferences'] as const,
};
