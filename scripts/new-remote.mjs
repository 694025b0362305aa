// npm run new:remote -- <name> [--team "<team>"] [--audience everyone|members]
// Scaffolds remote-<name>: its registry entry, its workspace (a page and its test) and its place in
// the deploy files (tools/scaffold/new-remote.mjs), then installs it as a workspace.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from '@threadline/tools/process/repo-root';
import { scaffoldRemote } from '@threadline/tools/scaffold/new-remote';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    team: { type: 'string' },
    audience: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run new:remote -- <name> [--team "<team>"] [--audience everyone|members]',
  );
  process.exit(2);
}
try {
  const { entry, changed, created } = scaffoldRemote(repoRoot, positionals[0], {
    team: values.team,
    audience: values.audience,
  });
  console.log(
    `✔ ${entry.folder} is registered: ${entry.route} (${entry.audience}), team ${entry.team}, dev port ${entry.devPort}`,
  );
  console.log(
    `  created ${created.length} files in ${entry.folder}/; changed ${changed.join(', ')}`,
  );
  if (!values['no-install']) {
    // Links the new workspace and rebuilds contracts, so the shell and the tools read the entry.
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    execFileSync('npm', ['run', 'build', '-w', '@threadline/contracts'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  console.log(
    `  next: npm run dev, then open ${entry.route}; npm run ship -- ${entry.folder} to stage it`,
  );
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
