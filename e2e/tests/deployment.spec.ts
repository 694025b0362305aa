// Checks of the deployment files that need no browser and no Docker engine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { parse } from 'yaml';

const root = path.join(__dirname, '../..');

interface ComposeService {
  volumes?: string[];
  image?: string;
  build?: { dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: unknown[];
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  restart?: string;
  secrets?: { source: string }[];
  entrypoint?: string[];
  profiles?: string[];
  depends_on?: Record<string, { condition: string }>;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets?: Record<string, { file: string }>;
}

/** What `docker-compose config` resolves from these files, as the engine would read it. */
function resolvedCompose(...files: string[]): ComposeFile {
  const output = execFileSync(
    'docker-compose',
    [...files.flatMap((file) => ['-f', file]), 'config'],
    {
      cwd: root,
      env: {
        ...process.env,
        FIREBASE_PROJECT_ID: 'threadline-prod',
        PUBLIC_API_URL: 'https://api.threadline.example',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return parse(output) as ComposeFile;
}

const production = () => resolvedCompose('docker-compose.yml');
const local = () => resolvedCompose('docker-compose.yml', 'compose.dev.yml');
/** Whether a service publishes this container port, in either of compose's port syntaxes. */
const publishes = (service: ComposeService, port: number) =>
  (service.ports ?? []).some((entry) =>
    typeof entry === 'string'
      ? new RegExp(`:${port}(/tcp)?$`).test(entry)
      : (entry as { target?: number }).target === port,
  );

test('docker-compose.yml is valid and every built service names a Dockerfile that exists', () => {
  const { services } = production();
  for (const service of Object.values(services).filter((s) => s.build)) {
    expect(
      fs.existsSync(path.join(root, service.build!.dockerfile)),
      service.build!.dockerfile,
    ).toBe(true);
  }
  // The two remotes share one Dockerfile; each passes its own workspace as REMOTE.
  for (const name of ['remote-public', 'remote-dashboard']) {
    expect(services[name].build).toEqual(
      expect.objectContaining({ dockerfile: 'deploy/remote/Dockerfile', args: { REMOTE: name } }),
    );
  }
  expect(fs.existsSync(path.join(root, 'deploy/auth-emulator/Dockerfile'))).toBe(true);
});

test('every image installs from the lock file with the repo settings and runs its process unprivileged', () => {
  const { services } = production();
  const built = Object.values(services).filter((s) => s.build);
  expect(built.length).toBeGreaterThan(3);
  const dockerfiles = [...new Set(built.map((s) => s.build!.dockerfile))];
  for (const file of dockerfiles) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    expect(text, file).not.toMatch(/npm install/);
    expect(text, file).toMatch(/RUN npm ci [^\n]*-w @threadline\//);
    expect(text, file).toMatch(/COPY [^\n]*\.npmrc/);
    // The last USER of the final stage is who the container's process runs as.
    const finalStage = text.slice(text.lastIndexOf('\nFROM ') + 1);
    const users = [...finalStage.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1) ?? 'root', file).not.toMatch(/^(root|0)$/);
  }
  // Images that are pulled, not built: the API gateway runs nginx-unprivileged too.
  expect(services['api-gateway'].image).toMatch(/^nginxinc\/nginx-unprivileged:/);
});

test('the default compose file is production-shaped: no Auth emulator, no demo project, nothing on 9099', () => {
  const { services } = production();
  expect(Object.keys(services)).not.toContain('auth-emulator');
  const text = JSON.stringify(services);
  expect(text).not.toContain('FIREBASE_AUTH_EMULATOR');
  expect(text).not.toContain('demo-');
  expect(Object.values(services).some((service) => publishes(service, 9099))).toBe(false);
  expect(services.api.environment?.NODE_ENV).toBe('production');
});

test('compose.dev.yml brings back the emulator and the demo project for local use', () => {
  const { services } = local();
  expect(Object.keys(services)).toContain('auth-emulator');
  expect(publishes(services['auth-emulator'], 9099)).toBe(true);
  expect(services.api.environment).toMatchObject({
    NODE_ENV: 'development',
    FIREBASE_PROJECT_ID: 'demo-threadline',
    FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099',
  });
  expect(services.shell.environment?.FIREBASE_AUTH_EMULATOR_URL).toBe('http://localhost:9099');
});

test('the deploy scales: a MongoDB replica set with auth from secrets, Redis, two API replicas behind a gateway', () => {
  const { services, secrets } = production();
  const members = ['mongo-1', 'mongo-2', 'mongo-3'];
  for (const member of members) {
    expect(services[member].entrypoint ?? services[member]).toBeTruthy();
    expect(JSON.stringify(services[member])).toContain('--replSet rs0');
    expect(JSON.stringify(services[member])).toContain('--keyFile');
    expect(services[member].secrets?.map((s) => s.source)).toContain('mongo_keyfile');
    expect(services[member].healthcheck?.test.join(' ')).toContain('ping');
  }
  expect(services['mongo-1'].environment?.MONGO_INITDB_ROOT_PASSWORD_FILE).toBe(
    '/run/secrets/mongo_root_password',
  );
  expect(services['mongo-init'].restart).toBe('no');
  expect(services['mongo-init'].secrets?.map((s) => s.source).sort()).toEqual([
    'mongo_app_password',
    'mongo_root_password',
  ]);
  expect(services.redis.healthcheck?.test.join(' ')).toContain('ping');

  const api = services.api;
  expect(api.deploy?.replicas).toBe(2);
  expect(api.ports ?? []).toEqual([]);
  expect(api.healthcheck?.test.join(' ')).toContain('/health/live');
  expect(api.restart).toBe('unless-stopped');
  expect(api.depends_on).toMatchObject({
    'mongo-init': { condition: 'service_completed_successfully' },
    redis: { condition: 'service_healthy' },
  });
  expect(api.environment).toMatchObject({
    MONGODB_URI: expect.stringContaining('replicaSet=rs0'),
    MONGODB_PASSWORD_FILE: '/run/secrets/mongo_app_password',
    JWT_SECRET_FILE: '/run/secrets/jwt_secret',
    REDIS_URL: 'redis://redis:6379',
    PUBLIC_API_URL: 'https://api.threadline.example',
    USERS_SEARCH: 'database',
  });
  expect(api.environment).not.toHaveProperty('JWT_SECRET');
  expect(JSON.stringify(api.environment)).not.toMatch(/password=|:[^@/]+@mongo/i);

  expect(services['api-gateway'].depends_on).toMatchObject({
    api: { condition: 'service_healthy' },
  });
  expect(services['api-gateway'].healthcheck).toBeDefined();
  // The gateway's config is a template: the nginx image renders API_UPSTREAM (Docker's DNS name
  // of the replicas) into it; npm run start:prod renders the same file for local processes.
  expect(fs.readFileSync(path.join(root, 'deploy/api-gateway/nginx.conf'), 'utf8')).toContain(
    'http://${API_UPSTREAM}',
  );
  expect(services['api-gateway'].environment?.API_UPSTREAM).toBe('api:4000');
  expect(JSON.stringify(services['api-gateway'].volumes)).toContain(
    '/etc/nginx/templates/default.conf.template',
  );
  // mongo-init runs once; the release tool runs on demand (profile tools).
  for (const name of Object.keys(services).filter(
    (name) => !['mongo-init', 'release'].includes(name),
  )) {
    expect(services[name].restart, name).toBe('unless-stopped');
  }
  expect(services['tls-proxy'].profiles).toEqual(['tls']);
  expect(Object.keys(secrets ?? {}).sort()).toEqual([
    'firebase_service_account',
    'jwt_secret',
    'mongo_app_password',
    'mongo_keyfile',
    'mongo_root_password',
    'release_preview_secret',
    'smtp_password',
  ]);
});

test('the shell build names no remote URL: the runtime config alone decides', () => {
  const dist = path.join(root, 'shell/dist');
  const files = fs.readdirSync(dist, { recursive: true }) as string[];
  const offenders = files
    .filter((file) => /\.(js|html|json)$/.test(file))
    .filter((file) =>
      /https?:\/\/[\w.-]+:300[12]\b|remote_(public|dashboard)@http/.test(
        fs.readFileSync(path.join(dist, file), 'utf8'),
      ),
    );
  expect(offenders).toEqual([]);
  expect(fs.existsSync(path.join(dist, 'runtime-config.json'))).toBe(false);
});

test('the remotes serve the releases volume that the release service writes', () => {
  const { services } = production();
  expect(services['remote-public'].volumes).toEqual(['releases:/srv/releases:ro']);
  expect(services['remote-dashboard'].volumes).toEqual(['releases:/srv/releases:ro']);
  expect(services.release.volumes).toEqual(['releases:/srv/releases:rw']);
  expect(services.release.profiles).toEqual(['tools']);
});

test('the API reads and writes the same release store, and signs preview links with a docker secret', () => {
  const { services } = production();
  // The Releases page, promote and stop, and the canary watcher use the store the release service
  // writes; the preview key is a secret the release service gets too, never an environment value.
  expect(services.api.volumes).toEqual(['releases:/srv/releases:rw']);
  expect(services.api.environment).toMatchObject({
    RELEASES_DIR: '/srv/releases',
    RELEASE_PREVIEW_SECRET_FILE: '/run/secrets/release_preview_secret',
    CANARY_MIN_MOUNTS: '50',
    CANARY_BUDGET_POINTS: '2',
    CANARY_WINDOW_MINUTES: '10',
  });
  expect(services.api.environment).not.toHaveProperty('RELEASE_PREVIEW_SECRET');
  for (const name of ['api', 'release'])
    expect(
      services[name].secrets?.map((secret) => secret.source),
      name,
    ).toContain('release_preview_secret');
  expect(services.release.environment?.RELEASE_PREVIEW_SECRET_FILE).toBe(
    '/run/secrets/release_preview_secret',
  );
  expect(fs.readFileSync(path.join(root, 'deploy/generate-secrets.sh'), 'utf8')).toContain(
    'make release-preview-secret',
  );
});
