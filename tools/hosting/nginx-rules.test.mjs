// One source for the static apps' caching and header rules: deploy/nginx's committed configs are
// what static-rules.json renders today, and a rule changed there reaches nginx and the local
// static server alike.
import fs from 'node:fs';
import path from 'node:path';
import {
  cacheControlFor,
  GENERATED_FILES,
  nginxDir,
  renderNginxFiles,
  staticRules,
} from './nginx-rules.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

describe('deploy/nginx rendered from static-rules.json', () => {
  it.each(GENERATED_FILES)('%s is up to date (npm run generate:nginx)', (file) => {
    expect(fs.readFileSync(path.join(nginxDir, file), 'utf8')).toBe(renderNginxFiles()[file]);
  });

  it('leaves no placeholder and writes each cache rule into the configs', () => {
    const files = renderNginxFiles();
    for (const content of Object.values(files)) expect(content).not.toMatch(/@[A-Z_]+@/);
    for (const value of Object.values(staticRules.cacheControl))
      expect(files['remote.conf']).toContain(`add_header Cache-Control "${value}"`);
    expect(files['shell.conf']).toContain('index\\.html|runtime-config\\.json');
  });

  it('carries a changed rule to nginx and to the static server alike', () => {
    const changed = structuredClone(staticRules);
    changed.cacheControl.other = 'public, max-age=600';
    changed.neverCachedFiles.push('service-worker.js');
    changed.headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    const files = renderNginxFiles(changed);
    expect(files['shell.conf']).toContain('add_header Cache-Control "public, max-age=600";');
    expect(files['shell.conf']).toContain('|service-worker\\.js)$"');
    expect(files['write-security-headers.sh']).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin" always;',
    );
    expect(cacheControlFor('favicon.svg', changed)).toBe('public, max-age=600');
    expect(cacheControlFor('service-worker.js', changed)).toBe('no-cache');
    expect(cacheControlFor('service-worker.js')).toBe('public, max-age=300');
  });

  it('builds the same CSP in the script as the static server sends for the same origins', () => {
    const script = renderNginxFiles()['write-security-headers.sh'];
    const shellCsp = /^csp="(.*)"$/m.exec(script)[1];
    const filled = shellCsp
      .replaceAll('${api}', ' https://api.threadline.test')
      .replaceAll('${remotes}', ' https://public.threadline.test https://dashboard.threadline.test')
      .replaceAll('${firebase}', staticRules.firebaseOrigins.map((o) => ` ${o}`).join(''))
      .replaceAll('${emulator}', '')
      .replaceAll('${auth_frame}', '');
    expect(filled).toBe(
      contentSecurityPolicy({
        apiUrl: 'https://api.threadline.test/',
        remoteUrls: [
          'https://public.threadline.test/mf-manifest.json',
          'https://dashboard.threadline.test/mf-manifest.json',
        ],
      }),
    );
  });
});
