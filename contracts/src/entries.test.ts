import fs from 'node:fs';
import path from 'node:path';
import * as root from './index';
import * as offers from './entries/offers';
import * as orders from './entries/orders';
import * as quotes from './entries/quotes';
import * as releases from './entries/releases';

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../package.json'), 'utf8'));
const entryNames = fs
  .readdirSync(path.join(__dirname, 'entries'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('the per-domain entry points', () => {
  it('are declared in exports, one per file of src/entries, each with its types and both builds', () => {
    const declared = Object.keys(manifest.exports)
      .filter((key) => key !== '.' && key !== './package.json')
      .map((key) => key.replace(/^\.\//, ''))
      .sort();
    expect(declared).toEqual(entryNames);
    for (const name of entryNames)
      expect(manifest.exports[`./${name}`]).toEqual({
        types: `./dist/entries/${name}.d.ts`,
        module: `./dist/esm/entries/${name}.js`,
        default: `./dist/entries/${name}.js`,
      });
  });

  it('are found by TypeScript’s node10 resolution too (the API’s), through typesVersions', () => {
    expect(manifest.typesVersions['*']).toEqual(
      Object.fromEntries(entryNames.map((name) => [name, [`dist/entries/${name}.d.ts`]])),
    );
  });

  // An entry may offer more of its domain than the root did; what both offer is one value.
  it.each([
    ['orders', 'planOrder', orders],
    ['quotes', 'validateQuoteRequest', quotes],
    ['releases', 'ReleaseMessages', releases],
  ])('%s offers the very values the root entry offers (e.g. %s)', (_name, example, entry) => {
    const offered = entry as Record<string, unknown>;
    const rootOffers = root as Record<string, unknown>;
    expect(offered[example]).toBeDefined();
    const shared = Object.keys(offered).filter((name) => name in rootOffers);
    expect(shared).toContain(example);
    for (const name of shared) expect([name, offered[name]]).toEqual([name, rootOffers[name]]);
  });

  it('offers, newer than the root entry, is on its own entry only', () => {
    expect(offers.costSheet).toBeDefined();
    expect('costSheet' in root).toBe(false);
  });
});
