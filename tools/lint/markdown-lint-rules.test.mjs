// The Markdown rules `npx eslint .` runs on the README, docs/ and bench/README.md. ESLint and
// @eslint/markdown are ES modules, which jest's CommonJS runtime cannot load, so the rules run in
// a real `eslint` process on a folder of small Markdown files made here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headingAnchor, headingAnchors } from './markdown-lint-rules.mjs';

const repoRoot = path.resolve(__dirname, '../..');
const eslintBin = path.join(repoRoot, 'node_modules/eslint/bin/eslint.js');
const lines = (count, text = 'a line') => Array.from({ length: count }, () => text).join('\n');

function lint(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-rules-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    const rules = path.join(repoRoot, 'tools/lint/markdown-lint-rules.mjs');
    const markdown = require.resolve('@eslint/markdown', { paths: [repoRoot] });
    fs.writeFileSync(
      path.join(dir, 'eslint.config.mjs'),
      `import markdown from ${JSON.stringify(markdown)};
import { docsPlugin } from ${JSON.stringify(rules)};
export default [
  {
    files: ['**/*.md'],
    language: 'markdown/gfm',
    plugins: { markdown, docs: docsPlugin },
    rules: {
      'docs/max-line-length': ['error', { max: 200 }],
      'docs/relative-links-exist': 'error',
    },
  },
  { files: ['README.md'], rules: { 'docs/max-lines': ['error', { max: 200 }] } },
];
`,
    );
    let output;
    try {
      output = execFileSync(process.execPath, [eslintBin, '--format', 'json', '.'], {
        cwd: dir,
        encoding: 'utf8',
      });
    } catch (error) {
      // eslint exits 1 when it finds problems; its report is still on stdout.
      if (error.status !== 1) throw error;
      output = error.stdout;
    }
    return Object.fromEntries(
      JSON.parse(output).map((result) => [
        path.relative(dir, result.filePath),
        result.messages.map((message) => `${message.line}: ${message.message}`),
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the Markdown rules', () => {
  let report;
  beforeAll(() => {
    report = lint({
      'README.md': `${lines(200)}\n`,
      'docs/long-readme/README.md': `${lines(201)}\n`,
      'docs/wide.md': `# Wide\n\n${'x'.repeat(200)}\n\n\`\`\`\n${'y'.repeat(201)}\n\`\`\`\n\n${'é'.repeat(200)}\n`,
      'docs/links.md': [
        '# Links',
        '',
        '## Same name',
        '',
        '## Same name',
        '',
        "## The API's `read` path",
        '',
        '[a](missing.md) [b](../README.md) [c](other.md#calls) [d](other.md#nope)',
        '[e](#same-name-1) [f](#the-apis-read-path) [g](#gone) [h](https://example.com/x.md)',
        '![i](pictures/none.png) [j][ref] [k](folder/) [l](mailto:someone@example.com)',
        '',
        '[ref]: nowhere.md',
        '',
      ].join('\n'),
      'docs/other.md': '# Other\n\n## Calls\n',
      'docs/folder/kept.txt': 'a folder a link may point at\n',
    });
  }, 30000);

  it('accepts a README of 200 lines', () => {
    expect(report['README.md']).toEqual([]);
  });

  it('refuses a README of 201 lines, but only a file named README.md at the root', () => {
    // The 201-line file is not the README the config names, so only the line rule applies there.
    expect(report['docs/long-readme/README.md']).toEqual([]);
    const tooLong = lint({ 'README.md': `${lines(201)}\n` })['README.md'];
    expect(tooLong).toEqual([
      '201: This file has 201 lines; keep it to 200 and move the rest to docs/.',
    ]);
  }, 30000);

  it('refuses a line over 200 characters, in prose and in code alike, counting characters', () => {
    expect(report['docs/wide.md']).toEqual([
      '6: This line is 201 characters; keep it to 200 (rewrap the prose, split the table).',
    ]);
  });

  it('refuses a relative link to a missing file or heading, and lets external links be', () => {
    expect(report['docs/links.md']).toEqual([
      '9: Broken link: missing.md does not exist.',
      '9: Broken link: other.md has no heading for #nope.',
      '10: Broken link: links.md has no heading for #gone.',
      '11: Broken link: pictures/none.png does not exist.',
      '13: Broken link: nowhere.md does not exist.',
    ]);
  });
});

describe('heading anchors', () => {
  it('spells them as GitHub does', () => {
    expect(headingAnchor('Local services (the harness)')).toBe('local-services-the-harness');
    expect(headingAnchor("The API's read path")).toBe('the-apis-read-path');
    expect(headingAnchor('Where it differs from SPEC section 7, for security')).toBe(
      'where-it-differs-from-spec-section-7-for-security',
    );
  });

  it('numbers repeated headings and skips lines inside code fences', () => {
    const anchors = headingAnchors('# A\n\n## A\n\n```sh\n# not a heading\n```\n');
    expect([...anchors]).toEqual(['a', 'a-1']);
  });
});

describe('the repository config', () => {
  it('runs the rules on the README, docs/ and bench/README.md', () => {
    // One eslint process loads the config once and says which rules each file gets.
    const script = `
      import { ESLint } from 'eslint';
      const eslint = new ESLint({ cwd: process.cwd() });
      const files = ['README.md', 'docs/architecture.md', 'bench/README.md'];
      const rules = {};
      for (const file of files) rules[file] = (await eslint.calculateConfigForFile(file)).rules;
      console.log(JSON.stringify(rules));
    `;
    const rules = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: repoRoot,
        encoding: 'utf8',
      }),
    );
    expect(rules['README.md']).toMatchObject({
      'docs/max-lines': [2, { max: 200 }],
      'docs/max-line-length': [2, { max: 200 }],
      'docs/relative-links-exist': [2],
    });
    for (const file of ['docs/architecture.md', 'bench/README.md']) {
      expect(rules[file]).toMatchObject({
        'docs/max-line-length': [2, { max: 200 }],
        'docs/relative-links-exist': [2],
      });
      expect(rules[file]['docs/max-lines']).toBeUndefined();
    }
  }, 60000);
});
