import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import {
  MATERIAL_CSV_HEADER,
  STYLE_FILE_KIND_LABELS,
  type StyleMaterialLine,
  type StylePointOfMeasure,
} from '@threadline/contracts';
import type { StyleHeadRecord, StyleVersionRecord } from './schemas/style-records';

/** A picture for the tech pack: a label and the bytes (any stored image type). */
export interface TechPackImage {
  label: string;
  bytes: Buffer;
}

const MARGIN = 36;
/** Sizes per measurement table: 30 sizes side by side would not be readable on A4. */
const SIZES_PER_TABLE = 12;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;
const IMAGE_BOX = { width: 240, height: 240 };

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Pictures are drawn at most IMAGE_BOX points wide and high; at 2.5 pixels a point (180 dpi) they
 * print sharp, and a 2000 × 2000 upload no longer puts its megabytes, and pdfkit's decoding of
 * them, into every tech pack (bench/styles.mjs measured 865 MB for two such PNGs before).
 */
const IMAGE_PIXELS = 600;

/** pdfkit draws JPEG and PNG only: every picture goes through sharp, scaled down to print size. */
async function drawable(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    const image = sharp(bytes).rotate().resize({
      width: IMAGE_PIXELS,
      height: IMAGE_PIXELS,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const format = (await sharp(bytes).metadata()).format;
    return format === 'jpeg'
      ? await image.jpeg({ quality: 85 }).toBuffer()
      : await image.png().toBuffer();
  } catch {
    return undefined;
  }
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function heading(doc: Doc, title: string) {
  ensureRoom(doc, 48);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#000').text(title, MARGIN);
  doc.moveDown(0.3);
}

/** One table: a bold header row, then the rows, each cell cut to its column. */
function table(doc: Doc, widths: number[], header: string[], rows: string[][]) {
  const drawRow = (cells: string[], bold: boolean) => {
    ensureRoom(doc, ROW_HEIGHT);
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    cells.forEach((cell, index) => {
      doc.text(cell, x + 2, y + 4, {
        width: widths[index] - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
      });
      x += widths[index];
    });
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(x, y + ROW_HEIGHT)
      .lineWidth(0.3)
      .strokeColor('#999')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
}

const cm = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function measurementTables(doc: Doc, sizes: string[], points: StylePointOfMeasure[]) {
  heading(doc, 'Measurements (cm)');
  if (points.length === 0) {
    doc.font('Helvetica').fontSize(FONT_SIZE).text('No points of measure.');
    return;
  }
  const usable = doc.page.width - 2 * MARGIN;
  for (let start = 0; start < sizes.length; start += SIZES_PER_TABLE) {
    const chunk = sizes.slice(start, start + SIZES_PER_TABLE);
    const sizeWidth = (usable - 200) / SIZES_PER_TABLE;
    table(
      doc,
      [160, 40, ...chunk.map(() => sizeWidth)],
      ['Point of measure', 'Tol. ±', ...chunk],
      points.map((point) => [
        point.name,
        cm(point.toleranceCm),
        ...chunk.map((_, index) => cm(point.valuesCm[start + index])),
      ]),
    );
    doc.moveDown(0.5);
  }
}

function materialsTable(doc: Doc, materials: StyleMaterialLine[]) {
  heading(doc, 'Bill of materials');
  if (materials.length === 0) {
    doc.font('Helvetica').fontSize(FONT_SIZE).text('No material lines.');
    return;
  }
  table(
    doc,
    [60, 190, 120, 90, 120, 80, 50],
    [...MATERIAL_CSV_HEADER],
    materials.map((line) => [
      line.kind,
      line.description,
      line.supplier ?? '',
      line.colour ?? '',
      line.placement ?? '',
      String(line.consumption),
      line.unit,
    ]),
  );
}

async function images(doc: Doc, pictures: TechPackImage[]) {
  const drawn = (
    await Promise.all(
      pictures.map(async (picture) => ({ ...picture, png: await drawable(picture.bytes) })),
    )
  ).filter((picture) => picture.png !== undefined);
  if (drawn.length === 0) return;
  heading(doc, 'Images');
  let x = MARGIN;
  ensureRoom(doc, IMAGE_BOX.height + 20);
  const top = doc.y;
  for (const picture of drawn) {
    if (x + IMAGE_BOX.width > doc.page.width - MARGIN) break;
    doc.font('Helvetica').fontSize(FONT_SIZE).text(picture.label, x, top);
    doc.image(picture.png!, x, top + 12, { fit: [IMAGE_BOX.width, IMAGE_BOX.height] });
    x += IMAGE_BOX.width + 12;
  }
  doc.x = MARGIN;
  doc.y = top + IMAGE_BOX.height + 20;
}

/**
 * The tech pack of one version as a PDF (A4 landscape): the header with the style number, name,
 * season and version; the images; the measurement tables; the bill of materials; the colourways;
 * the files the version carries.
 */
export async function techPackPdf(
  head: StyleHeadRecord,
  version: StyleVersionRecord,
  pictures: TechPackImage[],
): Promise<Buffer> {
  const { content } = version;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `${content.styleNumber} ${content.name} v${version.version}`,
      Author: head.ownerName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`${content.styleNumber} · ${content.name}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Season ${content.season} · Version ${version.version} · saved ${version.savedAt.toISOString().slice(0, 10)} by ${version.savedBy.name}`,
    );
  const facts = [
    ['Category', content.categoryKey],
    ['Main fabric', content.fabric],
    ['Composition', content.composition],
    ['Sizes', content.sizes.join(', ')],
  ].filter(([, value]) => value);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);
  if (content.description) doc.moveDown(0.3).text(content.description, { width: 600 });

  await images(doc, pictures);
  measurementTables(doc, content.sizes, content.measurements);
  materialsTable(doc, content.materials);

  heading(doc, 'Colourways');
  if (content.colourways.length === 0)
    doc.font('Helvetica').fontSize(FONT_SIZE).text('No colourways.');
  for (const colourway of content.colourways) {
    ensureRoom(doc, ROW_HEIGHT);
    const y = doc.y;
    doc.rect(MARGIN, y, 24, 12).fillAndStroke(colourway.swatch, '#666');
    doc
      .fillColor('#000')
      .font('Helvetica')
      .fontSize(FONT_SIZE + 1)
      .text(
        `${colourway.name}${colourway.colourCode ? ` (${colourway.colourCode})` : ''} ${colourway.swatch}`,
        MARGIN + 32,
        y + 2,
      );
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  }

  if (version.files.length > 0) {
    heading(doc, 'Files');
    for (const file of version.files)
      doc
        .font('Helvetica')
        .fontSize(FONT_SIZE)
        .text(`${STYLE_FILE_KIND_LABELS[file.kind]}: ${file.name}`);
  }
  doc.end();
  return done;
}
