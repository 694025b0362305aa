import { Readable } from 'node:stream';

/** Cells that a spreadsheet would read as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula start behind a separator (a spreadsheet set to `;` or tab splits a cell there, and a
 * line break starts a new row for a reader that ignores quotes): it gets the quote as well.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ \t]*)([=+\-@])/g;
/** Rows are gathered into chunks of about this many characters before they are handed on. */
const CHUNK_CHARS = 16 * 1024;

/**
 * One cell: a formula-like start, at the beginning or after any separator character, gets a
 * single quote in front, so a spreadsheet shows the text instead of running it; then the cell
 * goes in double quotes (RFC 4180 allows it for every cell), quotes inside doubled. Quoting every
 * cell keeps a `;` or a tab inside the text from ever being read as a separator.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '""';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return `"${text.replace(/"/g, '""')}"`;
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
