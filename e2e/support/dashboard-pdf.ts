// Checks a downloaded PDF the way a viewer reads it: header, startxref, the cross-reference
// table (every offset must land on its object), the trailer, the catalog and the page tree.
import fs from 'node:fs';
import os from 'node:os';
import type { Browser } from '@playwright/test';

export interface PdfSummary {
  version: string;
  pageCount: number;
  /** The strings the pages draw (literal strings shown with Tj), decoded. */
  text: string;
}

function fail(problem: string): never {
  throw new Error(`Not a valid PDF: ${problem}`);
}

function decodeLiteral(body: string): string {
  const extras: Record<number, string> = { 0x92: '’', 0x95: '•', 0x96: '–', 0x97: '—' };
  return body.replace(/\\([0-7]{1,3}|.)/g, (_match, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) {
      const byte = parseInt(escaped, 8);
      return extras[byte] ?? String.fromCharCode(byte);
    }
    return escaped;
  });
}

export function parsePdf(bytes: Buffer): PdfSummary {
  const file = bytes.toString('latin1');
  const header = /^%PDF-(\d\.\d)/.exec(file) ?? fail('it does not start with %PDF-');
  const tail =
    /startxref\s+(\d+)\s+%%EOF\s*$/.exec(file) ?? fail('no startxref and %%EOF at the end');
  const xrefAt = Number(tail[1]);
  const xref =
    /^xref\s+(\d+) (\d+)\s+/.exec(file.slice(xrefAt)) ??
    fail(`startxref ${xrefAt} does not point at a cross-reference table`);
  const [first, count] = [Number(xref[1]), Number(xref[2])];
  const entries = file
    .slice(xrefAt + xref[0].length)
    .split(/\r\n|\r|\n/)
    .slice(0, count);
  const objects = new Map<number, string>();
  entries.forEach((entry, index) => {
    const match = /^(\d{10}) (\d{5}) ([nf])\s*$/.exec(entry) ?? fail(`bad xref entry "${entry}"`);
    if (match[3] !== 'n') return;
    const id = first + index;
    const offset = Number(match[1]);
    const head = new RegExp(`^${id} ${Number(match[2])} obj`);
    if (!head.test(file.slice(offset, offset + 32)))
      fail(`object ${id} is not at offset ${offset}`);
    objects.set(id, file.slice(offset, file.indexOf('endobj', offset)));
  });
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(file) ?? fail('no trailer');
  const deref = (dictionary: string, key: string) => {
    const ref = new RegExp(`/${key}\\s+(\\d+) \\d+ R`).exec(dictionary) ?? fail(`no /${key}`);
    return objects.get(Number(ref[1])) ?? fail(`/${key} points at a missing object`);
  };
  const catalog = deref(trailer[1], 'Root');
  if (!/\/Type\s*\/Catalog/.test(catalog)) fail('the root is not a catalog');
  const pages = deref(catalog, 'Pages');
  const pageCount = Number(
    (/\/Count\s+(\d+)/.exec(pages) ?? fail('the page tree has no /Count'))[1],
  );
  const kids = [
    ...(/\/Kids\s*\[([^\]]*)\]/.exec(pages) ?? fail('the page tree has no /Kids'))[1].matchAll(
      /(\d+) \d+ R/g,
    ),
  ];
  if (kids.length !== pageCount) fail(`/Count ${pageCount} but ${kids.length} pages listed`);
  const text = kids
    .map(([, id]) => {
      const page = objects.get(Number(id)) ?? fail(`page ${id} is missing`);
      if (!/\/Type\s*\/Page\b/.test(page)) fail(`object ${id} is not a page`);
      const content = deref(page, 'Contents');
      return [...content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
        .map(([, body]) => decodeLiteral(body))
        .join('\n');
    })
    .join('\n');
  return { version: header[1], pageCount, text };
}

/**
 * Opens the file in Chromium's own PDF viewer and answers the number of pages it shows (0 when
 * it cannot read the file). The count is read from the viewer's toolbar.
 */
export async function pagesInChromiumViewer(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  // A name ending in .pdf, so the browser treats the file as a PDF whatever the download was called.
  const target = `${os.tmpdir()}/dashboard-viewer-${process.pid}-${Date.now()}.pdf`;
  fs.copyFileSync(path, target);
  try {
    const page = await context.newPage();
    await page.goto(`file://${target}`).catch(() => undefined);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
      const pages = viewer
        ? await viewer
            .evaluate(() => {
              const toolbar = document
                .querySelector('pdf-viewer')
                ?.shadowRoot?.querySelector('viewer-toolbar');
              const selector = toolbar?.shadowRoot?.querySelector('viewer-page-selector') as
                (Element & { docLength?: number }) | null | undefined;
              return selector?.docLength ?? null;
            })
            .catch(() => null)
        : null;
      if (typeof pages === 'number' && pages > 0) return pages;
      await page.waitForTimeout(250);
    }
    return 0;
  } finally {
    await context.close();
    fs.rmSync(target, { force: true });
  }
}
