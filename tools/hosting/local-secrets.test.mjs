import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localJwtSecret, localSecret, LOCAL_PREVIEW_SECRET_FILE } from './stack.mjs';

let dataDir;
beforeEach(() => (dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), '.data')));
afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe("the local stack's secrets", () => {
  it('are made once per installation, readable by the owner only, and the same on every start', () => {
    const first = localSecret(dataDir, LOCAL_PREVIEW_SECRET_FILE);
    expect(first).toMatch(/^[0-9a-f]{96}$/);
    const file = path.join(dataDir, LOCAL_PREVIEW_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(localSecret(dataDir, LOCAL_PREVIEW_SECRET_FILE)).toBe(first);
  });

  it('are one per purpose: the preview links never sign with the API tokens’ secret', () => {
    expect(localSecret(dataDir, LOCAL_PREVIEW_SECRET_FILE)).not.toBe(localJwtSecret(dataDir));
    expect(localJwtSecret(dataDir)).toBe(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
  });

  it('are fresh and unsaved without a data folder (a test run)', () => {
    expect(localSecret(undefined, LOCAL_PREVIEW_SECRET_FILE)).not.toBe(
      localSecret(undefined, LOCAL_PREVIEW_SECRET_FILE),
    );
  });
});
