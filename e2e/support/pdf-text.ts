import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The pages and text runs of a PDF as pdf.js reads them, whatever library wrote it. */
export function pdfText(bytes: Buffer): { pages: number; lines: string[] } {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'read-pdf-text.mjs')], {
    input: bytes,
    timeout: 20_000,
  });
  if (result.status !== 0)
    throw new Error(`pdf.js could not read the PDF: ${String(result.stderr)}`);
  return JSON.parse(String(result.stdout)) as { pages: number; lines: string[] };
}
