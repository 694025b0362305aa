// Accounts for the dashboard journeys, made without the sign-up screens where a journey is not
// about signing up: the Auth emulator's REST API creates (and verifies) the Firebase account,
// and the user record is saved through POST /users with the account's ID token, as the shell
// does right after sign-up.
import { firebaseIdToken } from './auth-emulator';
import { e2eEnv } from './env';

const API_KEY = 'demo-api-key';

export interface Person {
  name: string;
  email: string;
  password: string;
}

export interface Account extends Person {
  uid: string;
  /** The user record's _id. */
  recordId: string;
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  data: T;
}

async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const identityToolkit = (path: string) =>
  `http://${e2eEnv.authEmulatorHost}/identitytoolkit.googleapis.com/v1/${path}`;

/** Calls the API as a browser would, with an optional bearer token. */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${e2eEnv.apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    data: (text ? JSON.parse(text) : undefined) as T,
  };
}

/** A member account with a verified email and a saved user record, ready to log in. */
export async function createMember(person: Person): Promise<Account> {
  const created = await postJson<{ localId: string }>(
    identityToolkit(`accounts:signUp?key=${API_KEY}`),
    {
      email: person.email,
      password: person.password,
      displayName: person.name,
      returnSecureToken: true,
    },
  );
  // The emulator accepts "owner" as the admin credential, which may mark an email verified.
  await postJson(
    identityToolkit(`projects/${e2eEnv.projectId}/accounts:update`),
    { localId: created.localId, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
  const saved = await callApi<{ insertedId?: string }>(
    'POST',
    '/users',
    (await firebaseIdToken(person.email, person.password)).idToken,
    {
      name: person.name,
    },
  );
  if (saved.status !== 201 || !saved.data.insertedId) {
    throw new Error(`POST /users answered ${saved.status}: ${JSON.stringify(saved.data)}`);
  }
  return { ...person, uid: created.localId, recordId: saved.data.insertedId };
}

/** Many members at once, a few in flight at a time so the emulator and the API keep up. */
export async function createMembers(people: Person[], inFlight = 5): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let start = 0; start < people.length; start += inFlight) {
    accounts.push(...(await Promise.all(people.slice(start, start + inFlight).map(createMember))));
  }
  return accounts;
}
