import { Readable } from 'node:stream';

/** Cells that a spreadsheet would read as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Cells that RFC 4180 wants in double quotes. */
const NEEDS_QUOTES = /[",\r\n]/;
/** Rows are gathered into chunks of about this many characters before they are handed on. */
const CHUNK_CHARS = 16 * 1024;

/**
 * One cell: a formula-like start gets a leading single quote, so a spreadsheet shows the text
 * instead of running it; then RFC 4180 quoting (quotes doubled inside double quotes).
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/**
 * A CSV document read lazily from `rows`: a row is turned into text only when the response asks
 * for more (Readable.from pulls as the socket drains), so memory holds a chunk, not the file.
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): Readable {
  async function* lines(): AsyncGenerator<string> {
    let chunk = csvRow(columns.map((column) => column.header));
    for await (const row of rows) {
      chunk += csvRow(columns.map((column) => column.value(row)));
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines(), { objectMode: false });
}
