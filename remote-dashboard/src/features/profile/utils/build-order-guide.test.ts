import { ORDERING_TERMS } from '@threadline/contracts';
import { readPdf } from '../../../testing/read-pdf';
import { buildOrderGuide, joinAlternatives, ORDER_GUIDE_TITLE } from './build-order-guide';

describe('the Order Guide PDF', () => {
  let pdf: ReturnType<typeof readPdf>;
  let text: string;
  beforeAll(async () => {
    pdf = readPdf(await buildOrderGuide(ORDERING_TERMS, new Date('2025-06-10T12:00:00Z')));
    text = pdf.pageTexts.join('\n');
  });

  it('is a valid PDF with a title and numbered pages', () => {
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdf.title).toBe(ORDER_GUIDE_TITLE);
    expect(pdf.pageTexts[0]).toMatch(new RegExp(`^${ORDER_GUIDE_TITLE}\n`));
    expect(pdf.pageTexts.at(-1)).toMatch(new RegExp(`Page ${pdf.pageCount} of ${pdf.pageCount}$`));
  });

  it.each([
    ['sampling', '3–5 pcs per style'],
    ['bulk quantities', '300–1,000 pcs per colour/style'],
    ['development samples', '7–14 days'],
    ['pre-production sample', '10–15 days'],
    ['bulk production', '45–75 days after pre-production approval'],
    ['inspection', 'AQL 2.5/4.0'],
    ['grading tolerance', '±0.5–1.0 cm'],
    ['adult sizes', 'XS–XXXL'],
    ['kids sizes', '2–12'],
    ['payment', 'TT or LC'],
    ['Incoterms', 'FOB, CIF or DDP'],
    ['shipping', 'By sea, air or courier'],
  ])('quotes the spec figure for %s: %s', (_label, figure) => {
    expect(text).toContain(figure);
  });

  it('follows the figures it is given', async () => {
    const custom = readPdf(
      await buildOrderGuide({ ...ORDERING_TERMS, samplingQuantity: '2–4 pcs per style' }),
    );
    expect(custom.pageTexts.join('\n')).toContain('2–4 pcs per style');
  });
});

describe('joining alternatives', () => {
  it.each([
    [[], ''],
    [['TT'], 'TT'],
    [['TT', 'LC'], 'TT or LC'],
    [['FOB', 'CIF', 'DDP'], 'FOB, CIF or DDP'],
  ])('joins %j as "%s"', (items, joined) => {
    expect(joinAlternatives(items)).toBe(joined);
  });
});
