// The files of a new remote's workspace, from its registry entry: the package, its federation
// config from web-kit's factory, its webpack config, a page, the page's test and the stand-in
// host. Each is the smallest a remote needs; the team grows it from there.

/** @param {{ folder: string, federationName: string, route: string, team: string, devPort: number }} remote */
export function remoteFiles(remote, { cssPrefix }) {
  const { folder, federationName, route, team, devPort } = remote;
  const heading = `${team}: ${folder}`;
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'package.json': json({
      name: `@threadline/${folder}`,
      version: '0.1.0',
      private: true,
      engines: { node: '>=24', npm: '>=10' },
      scripts: {
        build: 'webpack --mode production',
        dev: `webpack serve --mode development --port ${devPort}`,
        typecheck: 'tsc -p tsconfig.json --noEmit',
        lint: 'eslint src',
        test: 'jest',
      },
      dependencies: {
        '@module-federation/enhanced': '^2.9.2',
        '@threadline/contracts': '0.1.0',
        '@threadline/web-kit': '0.1.0',
        axios: '^1.12.0',
        react: '^19.2.0',
        'react-dom': '^19.2.0',
        'react-router-dom': '^7.18.0',
      },
    }),
    'module-federation.config.js': `// The federation contract shared with the shell, made by web-kit's one factory for every remote:
// this remote only names itself and its one exposed entry.
const {
  createRemoteFederationConfig,
} = require('@threadline/web-kit/webpack/create-remote-federation-config');
const { dependencies } = require('./package.json');

module.exports = createRemoteFederationConfig({
  name: '${federationName}',
  exposes: { './App': './src/app/app.tsx' },
  dependencies,
});
`,
    'webpack.config.js': `const {
  createRemoteWebpackConfig,
} = require('@threadline/web-kit/webpack/create-remote-webpack-config');
const federationConfig = require('./module-federation.config');

module.exports = createRemoteWebpackConfig({
  dir: __dirname,
  port: ${devPort},
  // The prefix keeps this remote's classes recognisable inside the shell.
  cssPrefix: '${cssPrefix}',
  federation: federationConfig,
});
`,
    'tsconfig.json': json({
      extends: '../tsconfig.base.json',
      compilerOptions: {
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        noEmit: true,
        types: ['jest', 'node'],
      },
      include: ['src', '../web-kit/types/asset-modules.d.ts'],
    }),
    'jest.config.js': `module.exports = require('../jest.preset')({
  displayName: '${folder}',
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/src/testing/setup-tests.ts'],
});
`,
    'public/index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Threadline: ${folder} (stand-in host)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
    'src/app/app.tsx': `import type { RemoteAppProps } from '@threadline/contracts';
import { Route, Routes } from 'react-router-dom';

/** The remote's ./App, mounted by the shell at ${route}/*: its routes are relative to that. */
export default function App({ user }: RemoteAppProps) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <main>
            <h1>${heading}</h1>
            <p>{user ? \`Signed in as \${user.displayName ?? user.email}.\` : 'Welcome.'}</p>
          </main>
        }
      />
    </Routes>
  );
}
`,
    'src/app/app.test.tsx': `import type { RemoteAppProps } from '@threadline/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './app';

const props = { user: null, isAdmin: false } as unknown as RemoteAppProps;

describe('${folder}', () => {
  it('shows its page at its route', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '${heading}' })).toBeInTheDocument();
  });
});
`,
    'src/testing/setup-tests.ts': `import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
`,
    'src/standalone/index.ts': `// An async boundary so the federation runtime can negotiate the shared singletons first.
import('./bootstrap');
`,
    'src/standalone/bootstrap.tsx': `import { mountStandInHost } from '@threadline/web-kit/standalone/mount-stand-in-host';
import { StandInHost } from './stand-in-host';

mountStandInHost(<StandInHost />);
`,
    'src/standalone/stand-in-host.tsx': `import axios from 'axios';
import type { ApiClient, RemoteAppProps } from '@threadline/contracts';
import { standaloneConfig } from '@threadline/web-kit/standalone/standalone-config';
import App from '../app/app';

// A stand-in for the shell: an unauthenticated client and no session.
const standInProps: RemoteAppProps = {
  api: axios.create({ baseURL: standaloneConfig.apiUrl }) as ApiClient,
  apiUrl: standaloneConfig.apiUrl,
  user: null,
  isAdmin: false,
  logout: async () => undefined,
};

export function StandInHost() {
  return <App {...standInProps} />;
}
`,
  };
}
