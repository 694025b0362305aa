// Direct changes to the API's database, for journeys whose cause happens outside the browser.
// It uses the API's own MongoDB driver (mongoose, a dependency of api/): no package of its own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { e2eEnv } from './env';

interface Collection {
  deleteOne(filter: Record<string, unknown>): Promise<{ deletedCount: number }>;
}
interface Connection {
  asPromise(): Promise<Connection>;
  collection(name: string): Collection;
  close(): Promise<void>;
}
interface Mongoose {
  createConnection(uri: string): Connection;
}

const requireFromApi = createRequire(path.join(__dirname, '../../api/package.json'));

/**
 * Deletes a person's user record. The API reads the record on every request, so their session
 * token stops working at once: this is how the API revokes a session (an admin deleting a member
 * does the same through DELETE /users/:id).
 */
export async function deleteUserRecord(email: string): Promise<void> {
  const mongoose = requireFromApi('mongoose') as Mongoose;
  const connection = await mongoose.createConnection(e2eEnv.databaseUri).asPromise();
  try {
    const { deletedCount } = await connection
      .collection('users')
      .deleteOne({ email: email.toLowerCase() });
    if (deletedCount !== 1) throw new Error(`No user record for ${email} was deleted`);
  } finally {
    await connection.close();
  }
}
