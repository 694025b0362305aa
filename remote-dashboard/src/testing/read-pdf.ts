import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A PDF as Mozilla's pdf.js (the reader inside Firefox) sees it. */
export interface ReadPdf {
  version: string;
  title: string | undefined;
  /** The raw `D:…` date of the document's info. */
  creationDate: string | undefined;
  pageCount: number;
  /** The text each page shows, as pdf.js extracts it: one string per page, lines on their own. */
  pageTexts: string[];
}

/**
 * Opens PDF bytes with pdf.js in a child Node process (pdf.js ships as ES modules, which this
 * jest setup does not load), so a test reads what a viewer would, not what the writer meant.
 * A file pdf.js cannot open makes the child fail, and the test with it.
 */
export function readPdf(bytes: Uint8Array): ReadPdf {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], {
    input: bytes,
    encoding: 'utf8',
  });
  return JSON.parse(output) as ReadPdf;
}
