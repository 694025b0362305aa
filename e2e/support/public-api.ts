// The admin's view of the API, for journeys that check what a visitor's action stored.
import { apiSessionToken } from './api';
import { e2eEnv } from './env';
import { steppedUpSeedAdminToken } from './passkeys';

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
 * The seeded admin's API session token, obtained the way the shell gets one after a login, then
 * stepped up with the admin's passkey (admin rights need it).
 */
export async function adminApiToken(): Promise<string> {
  return steppedUpSeedAdminToken(await apiSessionToken(e2eEnv.adminEmail, e2eEnv.adminPassword));
}

/** Every contact message, newest first, as the admin's inbox reads them. */
export async function contactMessages(token: string): Promise<StoredContactMessage[]> {
  const response = await fetch(`${e2eEnv.apiUrl}/contacts`, {
    headers: { authorization: `Bearer ${token}` },
  });
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
