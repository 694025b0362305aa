import { ORDERING_TERMS, type OrderingTerms } from '@threadline/contracts';
import { TextFlow, type TextStyle } from '../../../lib/pdf/text-flow';
import { PdfWriter, type PdfColor } from '../../../lib/pdf/write-pdf';

export const ORDER_GUIDE_TITLE = 'Threadline Order Guide';

const INK: PdfColor = [0.11, 0.14, 0.2];
const SOFT_INK: PdfColor = [0.29, 0.32, 0.41];
const ACCENT: PdfColor = [0.71, 0.33, 0.16];

/** Every heading of the guide looks the same; only the gap above it varies. */
const headingStyle = (spaceBefore: number): TextStyle => ({
  font: 'bold',
  size: 14,
  color: ACCENT,
  spaceBefore,
  spaceAfter: 4,
});

/** "TT or LC", "FOB, CIF or DDP". */
export function joinAlternatives(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The guide's sections, in reading order: a heading and label/value rows. */
export function orderGuideSections(terms: OrderingTerms = ORDERING_TERMS) {
  return [
    {
      heading: 'Samples and quantities',
      rows: [
        ['Sampling', terms.samplingQuantity],
        ['Bulk orders', terms.bulkQuantity],
      ],
    },
    {
      heading: 'Lead times',
      rows: [
        ['Development samples', terms.developmentSampleLeadTime],
        ['Pre-production sample', terms.preProductionSampleLeadTime],
        ['Bulk production', terms.bulkProductionLeadTime],
      ],
    },
    {
      heading: 'Quality',
      rows: [
        ['Final inspection', terms.inspectionStandard],
        ['Grading tolerance', terms.gradingTolerance],
      ],
    },
    {
      heading: 'Sizes',
      rows: [
        ['Adults', terms.adultSizes],
        ['Kids', terms.kidsSizes],
      ],
    },
    {
      heading: 'Commercial terms',
      rows: [
        ['Payment', joinAlternatives(terms.paymentTerms)],
        ['Incoterms', joinAlternatives(terms.incoterms)],
        ['Shipping', `By ${joinAlternatives(terms.shippingModes)}`],
      ],
    },
  ] as const;
}

const HOW_TO_ORDER = [
  'Send your tech pack or a reference garment, with target quantities per colour and size.',
  'Approve the quotation, then the development samples.',
  'Approve the pre-production sample: bulk production starts from that approval.',
  'We inspect, pack to your labelling rules and ship on the Incoterm you chose.',
];

/**
 * The member's order guide as PDF bytes, laid out from the spec's ordering figures, so the
 * document and the site always quote the same numbers.
 */
export async function buildOrderGuide(
  terms: OrderingTerms = ORDERING_TERMS,
  createdAt: Date = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = await PdfWriter.open();
  const flow = new TextFlow({ measure: writer.measure });
  flow.text(ORDER_GUIDE_TITLE, { font: 'bold', size: 24, color: INK });
  flow.text(
    'How an order runs with us: samples, quantities, lead times, quality, sizes and terms.',
    { size: 11.5, color: SOFT_INK, spaceBefore: 4 },
  );
  flow.rule(ACCENT, 2, 10);

  for (const section of orderGuideSections(terms)) {
    // A heading never ends a page on its own.
    flow.keepTogether(16 * 2.2 + section.rows.length * 15);
    flow.text(section.heading, headingStyle(10));
    for (const [label, value] of section.rows)
      flow.row(label, value, { color: INK, spaceAfter: 2 });
  }

  flow.keepTogether(120);
  flow.text('How to order', headingStyle(14));
  HOW_TO_ORDER.forEach((step, index) =>
    flow.text(`${index + 1}. ${step}`, { color: INK, indent: 4, spaceAfter: 3 }),
  );

  flow.text(
    'Questions about an order? Use Request Support in your dashboard; we reply within 24 hours.',
    { size: 10.5, color: SOFT_INK, spaceBefore: 14 },
  );

  return writer.write({
    title: ORDER_GUIDE_TITLE,
    author: 'Threadline Garments',
    subject:
      'Ordering figures: sampling, quantities, lead times, AQL, sizes, payment, Incoterms, shipping',
    createdAt,
    pages: flow.finish(
      (page, count) => `Threadline Garments · Order Guide · Page ${page} of ${count}`,
      SOFT_INK,
    ),
  });
}
