import { PDF_BASE_FONTS, type PdfFont } from './fonts';
import { pdfLiteral } from './win-ansi';

/** An RGB colour, each channel 0–1. */
export type PdfColor = readonly [number, number, number];

export interface PdfTextOp {
  kind: 'text';
  /** Baseline start, in points from the bottom-left corner. */
  x: number;
  y: number;
  text: string;
  font: PdfFont;
  size: number;
  color?: PdfColor;
}

export interface PdfRectOp {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  color: PdfColor;
}

export type PdfOp = PdfTextOp | PdfRectOp;

export interface PdfPage {
  ops: PdfOp[];
}

export interface PdfDocument {
  title: string;
  author?: string;
  subject?: string;
  /** Points; A4 by default. */
  pageSize?: { width: number; height: number };
  createdAt?: Date;
  pages: PdfPage[];
}

export const A4 = { width: 595, height: 842 } as const;

const BLACK: PdfColor = [0, 0, 0];
const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

/** Numbers as PDF writes them: at most two decimals, no trailing zeros, no exponent. */
function num(value: number): string {
  const fixed = value.toFixed(2);
  return fixed.replace(/\.?0+$/, '') || '0';
}

function color(channels: PdfColor, operator: 'rg' | 'RG'): string {
  return `${channels.map(num).join(' ')} ${operator}`;
}

function pdfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function contentStream(page: PdfPage): string {
  const lines: string[] = [];
  for (const op of page.ops) {
    if (op.kind === 'rect') {
      lines.push(
        `${color(op.color, 'rg')} ${num(op.x)} ${num(op.y)} ${num(op.width)} ${num(op.height)} re f`,
      );
    } else {
      lines.push(
        `BT ${color(op.color ?? BLACK, 'rg')} /${FONT_RESOURCE[op.font]} ${num(op.size)} Tf ` +
          `${num(op.x)} ${num(op.y)} Td ${pdfLiteral(op.text)} Tj ET`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Serialises a document as PDF 1.4: a catalog, a page tree, the two standard fonts, an info
 * dictionary, then one page object and one uncompressed content stream per page, followed by a
 * cross-reference table whose offsets are exact. Every byte is printable ASCII, so string
 * positions are byte offsets.
 */
export function writePdf(document: PdfDocument): Uint8Array<ArrayBuffer> {
  if (document.pages.length === 0) throw new Error('A PDF needs at least one page');
  const { width, height } = document.pageSize ?? A4;
  const CATALOG = 1;
  const PAGES = 2;
  const FONTS: Record<PdfFont, number> = { regular: 3, bold: 4 };
  const INFO = 5;
  const firstPage = 6;
  const pageId = (index: number) => firstPage + index * 2;
  const contentId = (index: number) => firstPage + index * 2 + 1;

  const objects = new Map<number, string>();
  objects.set(CATALOG, `<< /Type /Catalog /Pages ${PAGES} 0 R >>`);
  objects.set(
    PAGES,
    `<< /Type /Pages /Kids [${document.pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] ` +
      `/Count ${document.pages.length} >>`,
  );
  for (const font of Object.keys(FONTS) as PdfFont[]) {
    objects.set(
      FONTS[font],
      `<< /Type /Font /Subtype /Type1 /BaseFont /${PDF_BASE_FONTS[font]} /Encoding /WinAnsiEncoding >>`,
    );
  }
  const info = [`/Title ${pdfLiteral(document.title)}`, '/Producer (Threadline dashboard)'];
  if (document.author) info.push(`/Author ${pdfLiteral(document.author)}`);
  if (document.subject) info.push(`/Subject ${pdfLiteral(document.subject)}`);
  info.push(`/CreationDate (${pdfDate(document.createdAt ?? new Date())})`);
  objects.set(INFO, `<< ${info.join(' ')} >>`);

  const fontResources = `<< /F1 ${FONTS.regular} 0 R /F2 ${FONTS.bold} 0 R >>`;
  document.pages.forEach((page, index) => {
    objects.set(
      pageId(index),
      `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${num(width)} ${num(height)}] ` +
        `/Resources << /Font ${fontResources} >> /Contents ${contentId(index)} 0 R >>`,
    );
    const stream = contentStream(page);
    objects.set(contentId(index), `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  const objectCount = firstPage + document.pages.length * 2 - 1;
  let output = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id <= objectCount; id += 1) {
    offsets[id] = output.length;
    output += `${id} 0 obj\n${objects.get(id)}\nendobj\n`;
  }
  const xrefOffset = output.length;
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, type, CRLF.
  output += `xref\n0 ${objectCount + 1}\n0000000000 65535 f\r\n`;
  for (let id = 1; id <= objectCount; id += 1) {
    output += `${String(offsets[id]).padStart(10, '0')} 00000 n\r\n`;
  }
  output +=
    `trailer\n<< /Size ${objectCount + 1} /Root ${CATALOG} 0 R /Info ${INFO} 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;

  const bytes = new Uint8Array(output.length);
  for (let i = 0; i < output.length; i += 1) bytes[i] = output.charCodeAt(i);
  return bytes;
}
