import fs from 'node:fs';
import path from 'node:path';

// Production code never imports the tooling (lint forbids it in src/); the API's package and its
// image must not bring it in either. Only the tests start the harness from @threadline/tools.
const apiRoot = path.join(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const dockerfile = fs.readFileSync(path.join(apiRoot, 'Dockerfile'), 'utf8');

describe('the API in production', () => {
  it('depends on the release store by its own package, and on no tooling', () => {
    expect(manifest.dependencies).toHaveProperty('@threadline/releases');
    expect(manifest.dependencies).not.toHaveProperty('@threadline/tools');
  });

  it('builds an image that installs and copies nothing of the tools but their manifest', () => {
    const toolLines = dockerfile
      .split('\n')
      .filter((line) => !line.startsWith('#') && /tools/.test(line));
    expect(toolLines).toEqual(['COPY tools/package.json tools/']);
    expect(dockerfile).toMatch(/COPY --from=build \/repo\/releases\/dist releases\/dist/);
  });
});
