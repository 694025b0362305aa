import type { Connection } from 'mongoose';

/**
 * Whether the database is FerretDB (its buildInfo names its version), whose SQLite backend pushes
 * down only `_id` filters: the users search, the Orders board and the audit retention each pick
 * another way there. Anything unknown counts as MongoDB.
 */
export async function isFerretDb(connection: Connection): Promise<boolean> {
  try {
    const info = await connection.db?.admin().command({ buildInfo: 1 });
    return typeof info?.ferretdbVersion === 'string';
  } catch {
    return false;
  }
}
