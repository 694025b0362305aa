// The front ends' import direction (eslint.config.mjs): app/ → features/ → shared folders, never
// back, and no feature imports another. Each case lints one made-up file with the repo's own
// config, in a real `eslint` process (ESLint is an ES module jest's CommonJS runtime cannot load).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const eslintBin = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');

/** The no-restricted-paths messages for `source` as if it were the file at `file`. */
function restrictedImports(file, source) {
  let output;
  try {
    output = execFileSync(
      process.execPath,
      [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', file],
      { cwd: repoRoot, input: source, encoding: 'utf8' },
    );
  } catch (failure) {
    // eslint exits 1 when it finds problems; its report is still on stdout.
    output = failure.stdout;
  }
  const [result] = JSON.parse(output);
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Each case starts a whole eslint run on the repo's config: seconds each on a busy machine.
jest.setTimeout(120_000);

describe('import direction in the front ends', () => {
  it('refuses a shared component that imports a feature', () => {
    expect(
      restrictedImports(
        'remote-dashboard/src/components/layouts/unread-link.tsx',
        "export { UnreadThreadsBadge } from '../../features/conversations/components/unread-threads-badge';\n",
      ),
    ).toEqual([expect.stringContaining('Shared components/ imports no feature and not the app')]);
  });

  it('refuses shared lib code that imports the app', () => {
    expect(
      restrictedImports(
        'remote-public/src/lib/category-route.ts',
        "export { CategoryRoute } from '../app/routes/category';\n",
      ),
    ).toEqual([expect.stringContaining('Shared lib/ imports no feature and not the app')]);
  });

  it('refuses a feature that imports the app', () => {
    expect(
      restrictedImports(
        'remote-dashboard/src/features/users/components/dashboard-app.ts',
        "export { App } from '../../../app/app';\n",
      ),
    ).toEqual([expect.stringContaining('A feature does not import remote-dashboard/src/app')]);
  });

  it('refuses a feature that imports another feature', () => {
    expect(
      restrictedImports(
        'remote-dashboard/src/features/orders/components/unread.ts',
        "export { UnreadThreadsBadge } from '../../conversations/components/unread-threads-badge';\n",
      ),
    ).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('lets the app compose features and features use the shared folders', () => {
    expect(
      restrictedImports(
        'remote-dashboard/src/app/routes/unread.ts',
        "export { UnreadThreadsBadge } from '../../features/conversations/components/unread-threads-badge';\nexport { paths } from '../../config/paths';\n",
      ),
    ).toEqual([]);
    expect(
      restrictedImports(
        'remote-dashboard/src/features/users/components/field.ts',
        "export { fieldLook } from '../../../components/field-look';\n",
      ),
    ).toEqual([]);
  });
});
