// Checks of the deployment files that need no browser and no Docker engine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.join(__dirname, '../..');

test('docker-compose.yml is valid and defines every service with its own Dockerfile', () => {
  const services = execFileSync('docker-compose', ['config', '--services'], {
    cwd: root,
    env: { ...process.env, JWT_SECRET: 'compose-validation-only-not-a-secret-000' },
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .sort();
  expect(services).toEqual(['api', 'auth-emulator', 'mongo', 'release', 'remote-dashboard', 'remote-public', 'shell']);
  for (const dockerfile of ['api/Dockerfile', 'shell/Dockerfile', 'remote-public/Dockerfile', 'remote-dashboard/Dockerfile', 'deploy/auth-emulator/Dockerfile', 'deploy/release/Dockerfile']) {
    expect(fs.existsSync(path.join(root, dockerfile)), dockerfile).toBe(true);
  }
});

test('the shell build names no remote URL: the runtime config alone decides', () => {
  const dist = path.join(root, 'shell/dist');
  const files = fs.readdirSync(dist, { recursive: true }) as string[];
  const offenders = files
    .filter((file) => /\.(js|html|json)$/.test(file))
    .filter((file) => /https?:\/\/[\w.-]+:300[12]\b|remote_(public|dashboard)@http/.test(fs.readFileSync(path.join(dist, file), 'utf8')));
  expect(offenders).toEqual([]);
  expect(fs.existsSync(path.join(dist, 'runtime-config.json'))).toBe(false);
});

test('the remotes serve the releases volume that the release service writes', () => {
  const resolved = execFileSync('docker-compose', ['config'], {
    cwd: root,
    env: { ...process.env, JWT_SECRET: 'compose-validation-only-not-a-secret-000' },
    encoding: 'utf8',
  });
  const service = (name: string) => resolved.split(/\n {2}(?=[\w-]+:\n)/).find((block) => block.startsWith(`${name}:`)) ?? '';
  expect(service('remote-public')).toContain('releases:/srv/releases:ro');
  expect(service('remote-dashboard')).toContain('releases:/srv/releases:ro');
  expect(service('release')).toContain('releases:/srv/releases:rw');
  expect(service('release')).toContain('- tools');
});
