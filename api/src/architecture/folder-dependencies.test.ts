import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { folderCycles, folderImports, type FolderImport } from './folder-dependencies';

const SOURCE = join(__dirname, '..');

/** The imports that keep each loop closed, so a failure names the files to change. */
function loopsIn(imports: FolderImport[]): string[] {
  return folderCycles(imports).flatMap((folders) =>
    imports
      .filter(({ from, to }) => folders.includes(from) && folders.includes(to))
      .map(({ from, to, file, specifier }) => `${from} -> ${to}: ${file} imports ${specifier}`),
  );
}

describe('folder dependencies of api/src', () => {
  it('has no loop between folders (a domain never reaches back to what imports it)', () => {
    const imports = folderImports(SOURCE);
    expect(imports.length).toBeGreaterThan(50);
    expect(loopsIn(imports)).toEqual([]);
  });

  it('finds a loop through three folders, type-only imports included', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-loop-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    };
    write('auth/guard.ts', "import { UsersService } from '../users/users.service';\n");
    write('users/users.service.ts', "import { audit } from '../audit/audit.service';\n");
    write('audit/audit.service.ts', "import type { Principal } from '../auth/principal';\n");
    write('auth/principal.ts', 'export interface Principal { uid: string }\n');
    write('common/pipe.ts', "import { UsersService } from '../users/users.service';\n");

    expect(folderCycles(folderImports(root))).toEqual([['audit', 'auth', 'users']]);
  });
});
