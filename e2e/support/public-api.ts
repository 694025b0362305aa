// The admin's view of the API, for journeys that check what a visitor's action stored.
import { e2eEnv } from './env';

// The fields these journeys read (the full types live in @threadline/contracts, which this
// workspace does not depend on).
export interface StoredContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface PublicCategory {
  key: string;
  title: string;
  description: string;
  image: string;
  galleryImages: string[];
}

/**
 * Signs the seeded admin in on the Auth emulator and exchanges the ID token for the API's
 * session token, exactly as the shell does after a login.
 */
export async function adminApiToken(): Promise<string> {
  const signIn = await fetch(
    `http://${e2eEnv.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: e2eEnv.adminEmail, password: e2eEnv.adminPassword, returnSecureToken: true }),
    },
  );
  if (!signIn.ok) throw new Error(`The Auth emulator refused the admin's sign-in: ${signIn.status}`);
  const { idToken } = (await signIn.json()) as { idToken: string };
  const exchange = await fetch(`${e2eEnv.apiUrl}/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!exchange.ok) throw new Error(`POST /jwt answered ${exchange.status}`);
  return ((await exchange.json()) as { token: string }).token;
}

/** Every contact message, newest first, as the admin's inbox reads them. */
export async function contactMessages(token: string): Promise<StoredContactMessage[]> {
  const response = await fetch(`${e2eEnv.apiUrl}/contacts`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /contacts answered ${response.status}`);
  return (await response.json()) as StoredContactMessage[];
}

/** The public catalogue, as a visitor's browser loads it. */
export async function publicCategories(): Promise<Array<Pick<PublicCategory, 'key' | 'title'>>> {
  const response = await fetch(`${e2eEnv.apiUrl}/categories`);
  if (!response.ok) throw new Error(`GET /categories answered ${response.status}`);
  return (await response.json()) as Array<Pick<PublicCategory, 'key' | 'title'>>;
}

export async function publicCategory(key: string): Promise<PublicCategory> {
  const response = await fetch(`${e2eEnv.apiUrl}/categories/${encodeURIComponent(key)}`);
  if (!response.ok) throw new Error(`GET /categories/${key} answered ${response.status}`);
  return (await response.json()) as PublicCategory;
}
