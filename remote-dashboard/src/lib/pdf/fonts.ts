import { toWinAnsi } from './win-ansi';

/** The two standard fonts the writer uses; every PDF viewer has them, so nothing is embedded. */
export type PdfFont = 'regular' | 'bold';

export const PDF_BASE_FONTS: Record<PdfFont, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
};

// Advance widths (1/1000 em) of the printable ASCII range 0x20–0x7E, from Adobe's AFM files.
// prettier-ignore
const ASCII_WIDTHS: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** The WinAnsi extras the guide uses: bullet, quotes, dashes, ±, ×, no-break space. */
const EXTRA_WIDTHS: Record<number, Record<PdfFont, number>> = {
  0x92: { regular: 222, bold: 278 },
  0x95: { regular: 350, bold: 350 },
  0x96: { regular: 556, bold: 556 },
  0x97: { regular: 1000, bold: 1000 },
  0xa0: { regular: 278, bold: 278 },
  0xb1: { regular: 584, bold: 584 },
  0xd7: { regular: 584, bold: 584 },
};

/** Close enough for the letters of Latin-1 this table does not list. */
const AVERAGE_WIDTH = 556;

function glyphWidth(byte: number, font: PdfFont): number {
  if (byte >= 0x20 && byte <= 0x7e) return ASCII_WIDTHS[font][byte - 0x20];
  return EXTRA_WIDTHS[byte]?.[font] ?? AVERAGE_WIDTH;
}

/** The width of `text` in points at `size`, as the viewer will draw it. */
export function measureText(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const byte of toWinAnsi(text)) units += glyphWidth(byte, font);
  return (units * size) / 1000;
}
