import { readPdf } from '../../testing/read-pdf';
import { TextFlow, wrapText } from './text-flow';
import { PdfWriter } from './write-pdf';

describe('PDF writer (pdf-lib)', () => {
  it('writes a file pdf.js opens, with the text of each page, the title and the date', async () => {
    const writer = await PdfWriter.open();
    const bytes = await writer.write({
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
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pageTexts).toEqual(['First page', 'Second (page) \\ done']);
    expect(pdf.title).toBe('Two pages');
    expect(pdf.creationDate).toMatch(/^D:20250610120000Z/);
  });

  it('refuses a document without pages', async () => {
    const writer = await PdfWriter.open();
    await expect(writer.write({ title: 'Empty', pages: [] })).rejects.toThrow('at least one page');
  });

  it('draws the WinAnsi signs the guide uses, and a character the fonts lack as "?"', async () => {
    const writer = await PdfWriter.open();
    const bytes = await writer.write({
      title: 'Dashes – and ± signs',
      pages: [
        {
          ops: [
            { kind: 'text', x: 56, y: 700, text: '300–1,000 · ±0.5 cm', font: 'regular', size: 9 },
            { kind: 'text', x: 56, y: 680, text: 'A → B', font: 'bold', size: 9 },
          ],
        },
      ],
    });
    expect(readPdf(bytes).pageTexts[0]).toBe('300–1,000 · ±0.5 cm\nA ? B');
  });
});

describe('text layout', () => {
  it('measures Helvetica with its AFM widths', async () => {
    const { measure } = await PdfWriter.open();
    // H(722) e(556) l(222) l(222) o(556) = 2278 units.
    expect(measure('Hello', 'regular', 10)).toBeCloseTo(22.78);
    expect(measure('Hello', 'bold', 10)).toBeGreaterThan(measure('Hello', 'regular', 10));
  });

  it('wraps at spaces within the width, and splits a word only when it alone is too wide', async () => {
    const { measure } = await PdfWriter.open();
    const lines = wrapText('one two three four five six', 'regular', 10, 60, measure);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line, 'regular', 10)).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe('one two three four five six');

    const split = wrapText('Supercalifragilistic', 'regular', 10, 40, measure);
    expect(split.join('')).toBe('Supercalifragilistic');
    for (const line of split) expect(measure(line, 'regular', 10)).toBeLessThanOrEqual(40);
  });

  it('starts a new page when the text reaches the footer, and numbers the pages', async () => {
    const writer = await PdfWriter.open();
    const flow = new TextFlow({ measure: writer.measure });
    for (let i = 1; i <= 80; i += 1) flow.text(`Line ${i}`);
    const pages = flow.finish((page, count) => `Page ${page} of ${count}`);
    expect(pages.length).toBe(2);
    const pdf = readPdf(await writer.write({ title: 'Flow', pages }));
    expect(pdf.pageTexts[0]).toMatch(/^Line 1\n/);
    expect(pdf.pageTexts[0]).toMatch(/Page 1 of 2$/);
    expect(pdf.pageTexts[1]).toMatch(/Line 80\nPage 2 of 2$/);
    for (const page of pages) {
      for (const op of page.ops) expect(op.y).toBeGreaterThanOrEqual(0);
    }
  });
});
