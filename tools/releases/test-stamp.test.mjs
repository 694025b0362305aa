import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentTestStamp, sourceHash, writeTestStamp } from './test-stamp.mjs';

let root;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'repo-'));
  for (const [file, text] of Object.entries({
    'remote-public/src/hero.tsx': 'export const Hero = 1;',
    'remote-public/dist/remoteEntry.js': '/* built */',
    'contracts/src/index.ts': 'export const A = 1;',
    'web-kit/src/modal.tsx': 'export const Modal = 1;',
    'remote-dashboard/src/users.tsx': 'export const Users = 1;',
  })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a remote's test stamp", () => {
  it('holds while the sources are as they were when the tests passed', () => {
    expect(currentTestStamp('remote-public', { root })).toBeNull();
    writeTestStamp('remote-public', { root, now: new Date('2026-11-24T10:00:00Z') });
    expect(currentTestStamp('remote-public', { root })).toMatchObject({
      remote: 'remote-public',
      passedAt: '2026-11-24T10:00:00.000Z',
    });
  });

  it('lapses when the remote, contracts or web-kit change, but not for its build output or another remote', () => {
    writeTestStamp('remote-public', { root });
    fs.writeFileSync(path.join(root, 'remote-public/dist/remoteEntry.js'), '/* rebuilt */');
    fs.writeFileSync(path.join(root, 'remote-dashboard/src/users.tsx'), 'export const Users = 2;');
    expect(currentTestStamp('remote-public', { root })).not.toBeNull();

    for (const file of [
      'remote-public/src/hero.tsx',
      'contracts/src/index.ts',
      'web-kit/src/modal.tsx',
    ]) {
      const before = sourceHash('remote-public', root);
      fs.appendFileSync(path.join(root, file), '\n// changed');
      expect(sourceHash('remote-public', root)).not.toBe(before);
      expect(currentTestStamp('remote-public', { root })).toBeNull();
      writeTestStamp('remote-public', { root });
    }
  });
});
