import PDFDocument from 'pdfkit';
import { DEFECT_CLASS_LABELS, DEFECT_CLASSES } from '@threadline/contracts/orders';
import type { OrderData, StoredInspection } from './schemas/order.schema';

const MARGIN = 48;
const ROW_HEIGHT = 18;
const COLUMNS = [110, 60, 70, 80, 70, 70, 60];

type Doc = InstanceType<typeof PDFDocument>;

function row(doc: Doc, cells: string[], bold: boolean) {
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  cells.forEach((cell, index) => {
    doc.text(cell, x + 2, y + 5, { width: COLUMNS[index] - 4, lineBreak: false });
    x += COLUMNS[index];
  });
  doc
    .moveTo(MARGIN, y + ROW_HEIGHT)
    .lineTo(x, y + ROW_HEIGHT)
    .lineWidth(0.4)
    .strokeColor('#999')
    .stroke();
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

/**
 * The inspection report of one inspection (A4): the order, the ISO 2859-1 sampling plan, the
 * defects found by class against each class's accept and reject numbers, and the result with
 * its reasons. Reports recorded before the sampling plan show what they stored.
 */
export function inspectionReportPdf(
  order: OrderData,
  inspection: StoredInspection,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${order.reference} inspection report ${inspection.inspectedOn}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Final inspection report');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Order ${order.reference} · ${order.company ?? order.buyerName}`);
  doc.text(`Inspected on ${inspection.inspectedOn} by ${inspection.by.name}`);
  doc.moveDown(0.8);

  const { plan } = inspection;
  doc.font('Helvetica-Bold').fontSize(12).text('Sampling plan');
  doc.font('Helvetica').fontSize(10);
  if (plan) {
    doc.text('ISO 2859-1, single sampling, normal inspection');
    doc.text(`Lot size: ${plan.lotSize} pcs · Inspection level: General ${plan.level}`);
    doc.text(`Code letter: ${plan.codeLetter} · Sample size: ${plan.sampleSize} pcs`);
    if (plan.wholeLot) doc.text('The sample is the whole lot: every piece was inspected.');
  } else {
    doc.text(`AQL ${inspection.aqlLevel ?? ''} · Sample size: ${inspection.sampleSize} pcs`);
  }
  doc.moveDown(0.8);

  doc.font('Helvetica-Bold').fontSize(12).text('Defects by class');
  doc.moveDown(0.3);
  row(
    doc,
    ['Class', 'AQL', 'Code letter', 'Sample (pcs)', 'Accept (Ac)', 'Reject (Re)', 'Found'],
    true,
  );
  for (const defectClass of DEFECT_CLASSES) {
    const classPlan = plan?.classes[defectClass];
    row(
      doc,
      [
        DEFECT_CLASS_LABELS[defectClass],
        classPlan?.aql ?? '',
        classPlan?.codeLetter ?? '',
        String(classPlan?.sampleSize ?? inspection.sampleSize),
        classPlan ? String(classPlan.accept) : '',
        classPlan ? String(classPlan.reject) : '',
        String(inspection.defects[defectClass]),
      ],
      false,
    );
  }
  doc.moveDown(1);

  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Result: ${inspection.result === 'pass' ? 'PASSED' : 'FAILED'}`);
  doc.font('Helvetica').fontSize(10);
  for (const reason of inspection.reasons ?? []) doc.text(reason);
  if (inspection.result === 'fail')
    doc.moveDown(0.3).text('The order is on hold until a re-inspection passes.');
  if (inspection.note) doc.moveDown(0.5).text(`Note: ${inspection.note}`, { width: 500 });
  doc.end();
  return done;
}
