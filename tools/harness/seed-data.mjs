// Seeding for the tools that need a populated database: the admin and catalogue through the API's
// own seed command, a session for that admin, and bulk data (the scale bench's users, quote
// requests and audit entries) written straight into the database through the driver.
// Used by bench/scale.mjs and the restore drill (tools/backup/restore-drill.test.mjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { repoRoot } from '../process/repo-root.mjs';

/** The local admin's password (npm start, e2e, bench); the API itself has no fallback. */
export const LOCAL_SEED_ADMIN_PASSWORD = 'Admin#2026';

/** Runs the API's idempotent seed; answers what it printed on its SEED_RESULT line. */
export async function seed(apiEnv) {
  let output = '';
  await new Promise((resolve, reject) => {
    const env = {
      ...apiEnv,
      SEED_ADMIN_PASSWORD: apiEnv.SEED_ADMIN_PASSWORD || LOCAL_SEED_ADMIN_PASSWORD,
    };
    const child = spawn(process.execPath, ['api/dist/seed/seed.js'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed exited with ${code}\n${output}`)),
    );
  });
  const line = output.split('\n').find((l) => l.startsWith('SEED_RESULT '));
  return line ? JSON.parse(line.slice('SEED_RESULT '.length)) : {};
}

/**
 * An API session for a seeded person: signs in with the Auth emulator as the browser SDK does,
 * then exchanges the ID token at `apiUrl`'s POST /jwt, waiting up to `timeoutMs` for it (the
 * scale bench's sign-in reads every user on FerretDB).
 */
export async function sessionToken({
  authEmulatorHost,
  apiUrl,
  email,
  password,
  timeoutMs = 180_000,
}) {
  const signIn = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(180_000),
    },
  );
  const { idToken } = await signIn.json();
  if (!idToken) throw new Error(`The Auth emulator refused ${email} (${signIn.status})`);
  const exchange = await fetch(`${apiUrl}/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const { token } = await exchange.json();
  if (!token) throw new Error(`POST /jwt refused ${email} (${exchange.status})`);
  return token;
}

const QUOTE_STATUSES = ['new', 'reviewing', 'quoted', 'won', 'lost'];
const FIRST_QUOTE_AT = Date.UTC(2025, 0, 1);
/**
 * The audit entries start 30 days before today (UTC midnight) and come one a second, so a million
 * end about 18 days ago: inside the API's retention, which would otherwise remove them at start.
 */
const DAY_MS = 86_400_000;
const FIRST_AUDIT_AT = Math.floor(Date.now() / DAY_MS) * DAY_MS - 30 * DAY_MS;

/** Quote request number n (from 0): every field a function of n, so every run seeds the same. */
export function benchQuote(n) {
  const at = new Date(FIRST_QUOTE_AT + n * 60_000);
  const status = QUOTE_STATUSES[n % QUOTE_STATUSES.length];
  return {
    reference: `Q-2025-${String(n).padStart(7, '0')}`,
    name: `Buyer ${n}`,
    email: `buyer-${n}@bench.threadline.test`,
    company: `Brand ${n % 997}`,
    categoryKey: 'shirts',
    kind: 'bulk',
    quantity: 300 + (n % 700),
    deadline: new Date(at.getTime() + 60 * 86_400_000),
    details: 'Poplin shirts in three colours, sizes M to XL.',
    attachments: [],
    status,
    notes: [],
    history: [{ status, at }],
    createdAt: at,
    updatedAt: at,
  };
}

/** Hex of a 32-bit number, padded. */
const hex8 = (value) => (value >>> 0).toString(16).padStart(8, '0');

/**
 * Audit entry number n (from 0). Its `_id` starts with its time, as the API's do (GET /audit
 * orders and ranges by `_id`), one a second from FIRST_AUDIT_AT; the rest of the id is n. Only the
 * times move with the day of the run.
 */
export function benchAuditEntry(n) {
  const seconds = Math.floor(FIRST_AUDIT_AT / 1000) + n;
  return {
    _id: new ObjectId(`${hex8(seconds)}${hex8(0xbe0c)}${hex8(n)}`),
    actor: { id: `bench-admin-${n % 7}`, email: `admin-${n % 7}@bench.threadline.test` },
    action: 'category.updated',
    target: { type: 'category', id: `category-${n % 50}`, label: `Category ${n % 50}` },
    changes: [{ field: 'title', from: `Old ${n}`, to: `New ${n}` }],
    at: new Date(seconds * 1000),
  };
}

/**
 * Fake user number n (from 1), from the API's own generator (api/dist/seed/seed-fake-users.js),
 * so the derived search fields are the ones the API writes and reads.
 */
function apiFakeUser() {
  const require = createRequire(path.join(repoRoot, 'api', 'package.json'));
  require('reflect-metadata');
  return require('./dist/seed/seed-fake-users.js').fakeUser;
}

/** Bulk writes: large unordered batches, so the database takes each in one go. */
export const SEED_BATCH_SIZE = 10_000;

/** The collection where a resumable seeding records how far each collection got. */
export const SEED_PROGRESS_COLLECTION = 'benchSeedProgress';

/** An insertMany refused only for documents already there (a batch written twice). */
function onlyDuplicates(error) {
  const writeErrors = error?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.length > 0 && list.every((writeError) => writeError.code === 11000);
}

async function insertAll(collection, { from, count, make, batchSize, progress, ledger }) {
  const name = collection.collectionName;
  // Resuming: the batches recorded as written are not generated again. The batch after them may
  // have been written without being recorded: its documents are refused as duplicates (each has a
  // unique key) and it goes on.
  const already = Math.min(count, (await ledger?.findOne({ _id: name }))?.count ?? 0);
  if (already > 0)
    progress(`  ${name}: ${already.toLocaleString('en')} already there, resuming after them`);
  const started = performance.now();
  let next = performance.now() + 10_000;
  for (let first = from + already; first < from + count; first += batchSize) {
    const last = Math.min(from + count, first + batchSize);
    const docs = [];
    for (let n = first; n < last; n++) docs.push(make(n));
    try {
      await collection.insertMany(docs, { ordered: false });
    } catch (error) {
      if (!ledger || !onlyDuplicates(error)) throw error;
    }
    await ledger?.updateOne({ _id: name }, { $set: { count: last - from } }, { upsert: true });
    if (last === from + count || performance.now() >= next) {
      next = performance.now() + 10_000;
      const seconds = (performance.now() - started) / 1000;
      progress(
        `  ${name}: ${(last - from).toLocaleString('en')} of ` +
          `${count.toLocaleString('en')} in ${seconds.toFixed(0)} s`,
      );
    }
  }
}

/**
 * Writes `users` fake users, `quotes` quote requests and `auditEntries` audit entries into the
 * database at `uri`, through the driver, not the API: the bench's data, generated the same way on
 * every run. Meant for an empty database (the API builds its indexes when it starts). Every loop
 * is bounded by the counts; progress goes to `progress` at least every 10 s.
 *
 * `resumable`: the counts are totals to reach. How far each collection got is recorded after every
 * batch (in SEED_PROGRESS_COLLECTION), and a later call on the same database writes only the rest:
 * the scale bench's 1,000,000 step adds 900,000 users to its 100,000 step's, and a seeding cut
 * short goes on where it stopped. (The audit entries' times follow the day of the run: resume on
 * the day it started.)
 */
export async function seedBulk(
  uri,
  {
    users = 0,
    quotes = 0,
    auditEntries = 0,
    batchSize = SEED_BATCH_SIZE,
    progress = () => {},
    resumable = false,
  },
) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 30_000, socketTimeoutMS: 0 });
  await client.connect();
  try {
    const db = client.db();
    const ledger = resumable ? db.collection(SEED_PROGRESS_COLLECTION) : undefined;
    const options = { batchSize, progress, ledger };
    if (users > 0) {
      const fakeUser = apiFakeUser();
      await insertAll(db.collection('users'), {
        from: 1,
        count: users,
        make: fakeUser,
        ...options,
      });
    }
    if (quotes > 0)
      await insertAll(db.collection('quotes'), {
        from: 0,
        count: quotes,
        make: benchQuote,
        ...options,
      });
    if (auditEntries > 0)
      await insertAll(db.collection('auditEntries'), {
        from: 0,
        count: auditEntries,
        make: benchAuditEntry,
        ...options,
      });
  } finally {
    await client.close();
  }
}
