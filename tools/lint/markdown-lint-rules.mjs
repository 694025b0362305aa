// ESLint rules for the project's Markdown (the README, docs/, bench/README.md), run on
// @eslint/markdown's language by `npx eslint .`: a README a newcomer reads in one sitting, lines a
// terminal and a diff can show, and links that lead somewhere.
import fs from 'node:fs';
import path from 'node:path';

const lineLoc = (number, text) => ({
  start: { line: number, column: 1 },
  end: { line: number, column: text.length + 1 },
});

const maxLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the number of lines of a Markdown file.' },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong: 'This file has {{count}} lines; keep it to {{max}} and move the rest to docs/.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 200;
    return {
      root() {
        const { lines } = context.sourceCode;
        // A file ending in a newline splits into one empty last element, which is no line.
        const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
        if (count > max) {
          context.report({
            loc: lineLoc(max + 1, lines[max]),
            messageId: 'tooLong',
            data: { count, max },
          });
        }
      },
    };
  },
};

const maxLineLength = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit the length of every line of a Markdown file, code included.' },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      tooWide:
        'This line is {{length}} characters; keep it to {{max}} (rewrap the prose, split the table).',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 200;
    return {
      root() {
        context.sourceCode.lines.forEach((text, index) => {
          // Characters as a reader counts them, not UTF-16 units.
          const length = [...text].length;
          if (length > max) {
            context.report({
              loc: lineLoc(index + 1, text),
              messageId: 'tooWide',
              data: { length, max },
            });
          }
        });
      },
    };
  },
};

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, as GitHub numbers repeated ones. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (!fence) fence = opening[1][0];
      else if (opening[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = headingAnchor(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const isExternal = (url) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

const relativeLinksExist = {
  meta: {
    type: 'problem',
    docs: { description: 'Every relative link or image leads to a file, and to a heading in it.' },
    schema: [],
    messages: {
      missingFile: 'Broken link: {{target}} does not exist.',
      missingAnchor: 'Broken link: {{target}} has no heading for #{{anchor}}.',
    },
  },
  create(context) {
    const from = path.dirname(context.physicalFilename);
    const check = (node) => {
      const url = node.url ?? '';
      if (!url || isExternal(url)) return;
      const [target, anchor] = url.split('#');
      const file = target
        ? path.resolve(
            target.startsWith('/') ? context.cwd : from,
            decodeURI(target).replace(/^\//, ''),
          )
        : context.physicalFilename;
      const shown = target || path.basename(context.physicalFilename);
      if (!fs.existsSync(file)) {
        context.report({ node, messageId: 'missingFile', data: { target: shown } });
        return;
      }
      if (anchor && file.endsWith('.md') && fs.statSync(file).isFile()) {
        if (!headingAnchors(fs.readFileSync(file, 'utf8')).has(decodeURIComponent(anchor))) {
          context.report({ node, messageId: 'missingAnchor', data: { target: shown, anchor } });
        }
      }
    };
    return { link: check, image: check, definition: check };
  },
};

/** The plugin, as eslint.config.mjs registers it. */
export const docsPlugin = {
  meta: { name: 'threadline-docs' },
  rules: {
    'max-lines': maxLines,
    'max-line-length': maxLineLength,
    'relative-links-exist': relativeLinksExist,
  },
};
