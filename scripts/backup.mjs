#!/usr/bin/env node
// `npm run backup` writes a dated archive of the database (GridFS images included);
// `npm run restore -- <archive>` brings it back. See docs/operations.md.
import { bootstrap } from './bootstrap.mjs';

await bootstrap();
const { red, SetupError } = await import('@threadline/tools/process/log');
const { backupCommand, restoreCommand } = await import('@threadline/tools/backup/backup-cli');

const [command, file] = process.argv.slice(2);
try {
  if (command === 'restore') await restoreCommand(file);
  else await backupCommand();
} catch (error) {
  console.error(
    `${red('✖')} ${error instanceof SetupError ? error.message : (error.stack ?? error)}`,
  );
  process.exit(1);
}
