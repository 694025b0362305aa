import { readPdf } from '../../testing/read-pdf';
import { measureText } from './fonts';
import { wrapText, TextFlow } from './text-flow';
import { pdfLiteral, toWinAnsi } from './win-ansi';
import { writePdf } from './write-pdf';

describe('PDF writer', () => {
  it('writes a file pdf.js opens, with the text of each page, the title and the date', () => {
    const bytes = writePdf({
      title: 'Two pages',
      createdAt: new Date('2025-06-10T12:00:00Z'),
      pages: [
        { ops: [{ kind: 'text', x: 56, y: 780, text: 'First page', font: 'bold', size: 20 }] },
        {
          ops: [
            { kind: 'rect', x: 56, y: 700, width: 100, height: 2, color: [1, 0, 0] },
            {
              kind: 'text',
              x: 56,
              y: 680,
              text: 'Second (page) \\ done',
              font: 'regular',
              size: 11,
            },
          ],
        },
      ],
    });
    const pdf = readPdf(bytes);
    expect(pdf.version).toBe('1.4');
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pageTexts).toEqual(['First page', 'Second (page) \\ done']);
    expect(pdf.title).toBe('Two pages');
    expect(pdf.creationDate).toBe('D:20250610120000Z');
  });

  it('refuses a document without pages', () => {
    expect(() => writePdf({ title: 'Empty', pages: [] })).toThrow('at least one page');
  });

  it('keeps every byte printable ASCII so offsets are exact', () => {
    const bytes = writePdf({
      title: 'Dashes – and ± signs',
      pages: [
        {
          ops: [
            { kind: 'text', x: 0, y: 0, text: '300–1,000 · ±0.5 cm', font: 'regular', size: 9 },
          ],
        },
      ],
    });
    expect(
      Array.from(bytes).every(
        (byte) => byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte <= 0x7e),
      ),
    ).toBe(true);
    expect(readPdf(bytes).pageTexts[0]).toBe('300–1,000 · ±0.5 cm');
  });
});

describe('WinAnsi text', () => {
  it('maps Latin-1 to itself, typographic dashes to their slots, and the rest to ?', () => {
    expect(toWinAnsi('A±–—•é→')).toEqual([0x41, 0xb1, 0x96, 0x97, 0x95, 0xe9, 0x3f]);
  });

  it('escapes parentheses, backslashes and non-ASCII bytes in literal strings', () => {
    expect(pdfLiteral('a(b)c\\d–')).toBe('(a\\(b\\)c\\\\d\\226)');
  });
});

describe('text layout', () => {
  it('measures Helvetica with its AFM widths', () => {
    // H(722) e(556) l(222) l(222) o(556) = 2278 units.
    expect(measureText('Hello', 'regular', 10)).toBeCloseTo(22.78);
    expect(measureText('Hello', 'bold', 10)).toBeGreaterThan(measureText('Hello', 'regular', 10));
  });

  it('wraps at spaces within the width, and splits a word only when it alone is too wide', () => {
    const lines = wrapText('one two three four five six', 'regular', 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measureText(line, 'regular', 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('one two three four five six');

    const split = wrapText('Supercalifragilistic', 'regular', 10, 40);
    expect(split.join('')).toBe('Supercalifragilistic');
    for (const line of split) expect(measureText(line, 'regular', 10)).toBeLessThanOrEqual(40);
  });

  it('starts a new page when the text reaches the footer, and numbers the pages', () => {
    const flow = new TextFlow();
    for (let i = 1; i <= 80; i += 1) flow.text(`Line ${i}`);
    const pages = flow.finish((page, count) => `Page ${page} of ${count}`);
    expect(pages.length).toBe(2);
    const pdf = readPdf(writePdf({ title: 'Flow', pages }));
    expect(pdf.pageTexts[0]).toMatch(/^Line 1\n/);
    expect(pdf.pageTexts[0]).toMatch(/Page 1 of 2$/);
    expect(pdf.pageTexts[1]).toMatch(/Line 80\nPage 2 of 2$/);
    for (const page of pages) {
      for (const op of page.ops) expect(op.y).toBeGreaterThanOrEqual(0);
    }
  });
});
