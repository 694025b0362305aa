import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/** The two standard fonts the documents use; every PDF viewer has them, so nothing is embedded. */
export type PdfFont = 'regular' | 'bold';

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

/** The width of `text` in points at `size`, as the viewer will draw it. */
export type MeasureText = (text: string, font: PdfFont, size: number) => number;

export const A4 = { width: 595, height: 842 } as const;

const BLACK: PdfColor = [0, 0, 0];

/**
 * Writes PDFs with pdf-lib: the layout (text-flow.ts) measures with the fonts' own metrics from
 * `measure`, and `write` draws the pages it laid out. One writer, one document.
 */
export class PdfWriter {
  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Record<PdfFont, PDFFont>,
  ) {}

  static async open(): Promise<PdfWriter> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(pdf, { regular, bold });
  }

  /** A character the standard fonts cannot encode (WinAnsi) is drawn and measured as "?". */
  private drawable(text: string, font: PdfFont): string {
    const known = new Set(this.fonts[font].getCharacterSet());
    return Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  }

  readonly measure: MeasureText = (text, font, size) =>
    this.fonts[font].widthOfTextAtSize(this.drawable(text, font), size);

  async write(document: PdfDocument): Promise<Uint8Array<ArrayBuffer>> {
    if (document.pages.length === 0) throw new Error('A PDF needs at least one page');
    const { width, height } = document.pageSize ?? A4;
    const { pdf } = this;
    pdf.setTitle(document.title, { showInWindowTitleBar: true });
    if (document.author) pdf.setAuthor(document.author);
    if (document.subject) pdf.setSubject(document.subject);
    pdf.setProducer('Threadline dashboard (pdf-lib)');
    pdf.setCreationDate(document.createdAt ?? new Date());
    for (const { ops } of document.pages) {
      const page = pdf.addPage([width, height]);
      for (const op of ops) {
        if (op.kind === 'rect') {
          page.drawRectangle({ ...op, color: rgb(...op.color) });
          continue;
        }
        page.drawText(this.drawable(op.text, op.font), {
          x: op.x,
          y: op.y,
          size: op.size,
          font: this.fonts[op.font],
          color: rgb(...(op.color ?? BLACK)),
        });
      }
    }
    const bytes = await pdf.save();
    return new Uint8Array(bytes);
  }
}
