import {
  A4,
  type MeasureText,
  type PdfColor,
  type PdfFont,
  type PdfOp,
  type PdfPage,
} from './write-pdf';

export interface TextStyle {
  font?: PdfFont;
  size?: number;
  color?: PdfColor;
  /** Baseline-to-baseline distance; 1.35 × size by default. */
  lineHeight?: number;
  /** Points from the left margin. */
  indent?: number;
  spaceBefore?: number;
  spaceAfter?: number;
}

/** Splits text into lines no wider than `maxWidth`, breaking at spaces (and inside a word only when it alone is too wide). */
export function wrapText(
  text: string,
  font: PdfFont,
  size: number,
  maxWidth: number,
  measureText: MeasureText,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measureText(candidate, font, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measureText(line, font, size) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measureText(line.slice(0, cut), font, size) > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lays text out top to bottom inside the margins, wrapping lines and starting a new page when
 * the next block would run into the footer area.
 */
export class TextFlow {
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly margin: number;
  readonly footerHeight: number;
  private readonly pages: PdfOp[][] = [];
  private cursor = 0;
  private readonly measure: MeasureText;

  constructor({
    measure,
    pageSize = A4,
    margin = 56,
    footerHeight = 36,
  }: {
    /** The writer's font metrics (`PdfWriter.measure`). */
    measure: MeasureText;
    pageSize?: { width: number; height: number };
    margin?: number;
    footerHeight?: number;
  }) {
    this.measure = measure;
    this.pageWidth = pageSize.width;
    this.pageHeight = pageSize.height;
    this.margin = margin;
    this.footerHeight = footerHeight;
    this.newPage();
  }

  get contentWidth(): number {
    return this.pageWidth - this.margin * 2;
  }

  newPage(): void {
    this.pages.push([]);
    this.cursor = this.pageHeight - this.margin;
  }

  private get ops(): PdfOp[] {
    return this.pages[this.pages.length - 1];
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  keepTogether(height: number): void {
    if (this.cursor - height < this.margin + this.footerHeight) this.newPage();
  }

  space(points: number): void {
    this.cursor -= points;
  }

  text(text: string, style: TextStyle = {}): void {
    const font = style.font ?? 'regular';
    const size = style.size ?? 11;
    const lineHeight = style.lineHeight ?? size * 1.35;
    const indent = style.indent ?? 0;
    this.space(style.spaceBefore ?? 0);
    for (const line of wrapText(text, font, size, this.contentWidth - indent, this.measure)) {
      this.keepTogether(lineHeight);
      this.cursor -= lineHeight;
      this.ops.push({
        kind: 'text',
        x: this.margin + indent,
        y: this.cursor + (lineHeight - size),
        text: line,
        font,
        size,
        color: style.color,
      });
    }
    this.space(style.spaceAfter ?? 0);
  }

  /** A label in bold with its value beside it, the value wrapping in its own column. */
  row(label: string, value: string, style: TextStyle & { labelWidth?: number } = {}): void {
    const size = style.size ?? 11;
    const lineHeight = style.lineHeight ?? size * 1.35;
    const labelWidth = style.labelWidth ?? 170;
    const indent = style.indent ?? 0;
    const valueLines = wrapText(
      value,
      'regular',
      size,
      this.contentWidth - indent - labelWidth,
      this.measure,
    );
    this.keepTogether(lineHeight * valueLines.length);
    valueLines.forEach((line, index) => {
      this.cursor -= lineHeight;
      const y = this.cursor + (lineHeight - size);
      if (index === 0) {
        this.ops.push({
          kind: 'text',
          x: this.margin + indent,
          y,
          text: label,
          font: 'bold',
          size,
          color: style.color,
        });
      }
      this.ops.push({
        kind: 'text',
        x: this.margin + indent + labelWidth,
        y,
        text: line,
        font: 'regular',
        size,
        color: style.color,
      });
    });
    this.space(style.spaceAfter ?? 0);
  }

  /** A horizontal bar across the content width. */
  rule(color: PdfColor, thickness = 1, spaceAround = 8): void {
    this.space(spaceAround);
    this.ops.push({
      kind: 'rect',
      x: this.margin,
      y: this.cursor,
      width: this.contentWidth,
      height: thickness,
      color,
    });
    this.space(spaceAround);
  }

  /** The pages, each with its footer line (e.g. "Page 1 of 2") drawn in the bottom margin. */
  finish(
    footer: (pageNumber: number, pageCount: number) => string,
    footerColor?: PdfColor,
  ): PdfPage[] {
    const pageCount = this.pages.length;
    return this.pages.map((ops, index) => ({
      ops: [
        ...ops,
        {
          kind: 'text' as const,
          x: this.margin,
          y: this.margin - 18,
          text: footer(index + 1, pageCount),
          font: 'regular' as const,
          size: 8.5,
          color: footerColor,
        },
      ],
    }));
  }
}
