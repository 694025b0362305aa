// npm run backup / npm run restore -- <archive>: MONGODB_URI names the database; BACKUP_DIR
// (./backups) receives the archives and BACKUP_KEEP (14) how many are kept.
import fs from 'node:fs';
import path from 'node:path';
import { fail } from '../process/log.mjs';
import { repoRoot } from '../process/repo-root.mjs';
import { backupDatabase, restoreDatabase } from './database-archive.mjs';

/** MONGODB_URI, with MONGODB_PASSWORD_FILE's password (a docker secret) put in, as the API does. */
function databaseUri() {
  const uri = process.env.MONGODB_URI;
  const passwordFile = process.env.MONGODB_PASSWORD_FILE;
  if (uri && passwordFile) {
    const password = encodeURIComponent(fs.readFileSync(passwordFile, 'utf8').trim());
    return uri.replace(/^(mongodb(?:\+srv)?:\/\/)([^:@/\s]+)@/, `$1$2:${password}@`);
  }
  if (!uri)
    fail(
      'MONGODB_URI is not set: name the database to back up or restore, e.g. ' +
        'MONGODB_URI=mongodb://127.0.0.1:27018/threadline npm run backup',
    );
  return uri;
}

export async function backupCommand() {
  const keep = Number(process.env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1) fail('BACKUP_KEEP must be a whole number from 1');
  const dir = path.resolve(process.env.BACKUP_DIR ?? path.join(repoRoot, 'backups'));
  const result = await backupDatabase({ uri: databaseUri(), dir, keep });
  console.log(
    `Backed up ${result.collections} collections, ${result.documents} documents to ${result.file}` +
      (result.removed.length ? ` (removed ${result.removed.length} older beyond ${keep})` : ''),
  );
  return result;
}

export async function restoreCommand(file) {
  if (!file) fail('Which archive? npm run restore -- <archive>');
  const result = await restoreDatabase({ uri: databaseUri(), file: path.resolve(file) });
  console.log(
    `Restored ${result.collections} collections, ${result.documents} documents of ${result.from} into ${result.database}`,
  );
  return result;
}
