/** @jest-environment node */
const fs = require('fs');
const path = require('path');
const { sharedSingletons, ROUTER_EXPORTS } = require('./shared-singletons');

const repo = path.join(__dirname, '..', '..');

/** Every name any app's source imports from 'react-router-dom'. */
function routerNamesImported() {
  const names = new Set();
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g))
          for (const name of list.split(','))
            if (name.trim() && !name.trim().startsWith('type '))
              names.add(name.trim().split(/\s+as\s+/)[0]);
      }
    }
  };
  for (const app of ['shell', 'remote-public', 'remote-dashboard', 'web-kit'])
    visit(path.join(repo, app, 'src'));
  return [...names].sort();
}

describe('sharedSingletons', () => {
  it("shares React and the router as singletons at the app's own ranges", () => {
    const shared = sharedSingletons({
      '@threadline/contracts': '*',
      axios: '^1.12.0',
      react: '^19.2.0',
      'react-dom': '^19.2.1',
      'react-router-dom': '^7.18.0',
    });

    // contracts is not among them: each app bundles its own, so a wording change ships with it.
    expect(shared).toEqual({
      react: { singleton: true, requiredVersion: '^19.2.0' },
      'react-dom': { singleton: true, requiredVersion: '^19.2.1' },
      'react-router-dom': {
        singleton: true,
        requiredVersion: '^7.18.0',
        import: ROUTER_EXPORTS,
        version: require('react-router-dom/package.json').version,
      },
    });
  });

  it("exports every router name the apps' code imports (a missing one would be undefined)", () => {
    const exported = fs.readFileSync(ROUTER_EXPORTS, 'utf8');
    const missing = routerNamesImported().filter(
      (name) => !new RegExp(`^\\s+${name},?$`, 'm').test(exported),
    );
    expect(missing).toEqual([]);
  });

  it('stops the build when an app shares a singleton it does not depend on', () => {
    expect(() => sharedSingletons({ react: '^19.2.0' })).toThrow(
      "Federation singletons need these in the app's dependencies: react-dom, react-router-dom",
    );
  });
});
