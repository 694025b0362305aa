import { validateQuoteRequest } from '../quotes';
import {
  lineQuantity,
  matrixShapeError,
  quoteLinesProblems,
  validateQuoteLinesRequest,
  type QuoteLinesRequestInput,
} from './request';
import { QuoteLineMessages } from './request-messages';

const NOW = new Date('2026-12-02T10:00:00.000Z');
const STYLE_ID = 'a'.repeat(24);

const styleLine = {
  type: 'style' as const,
  styleId: STYLE_ID,
  versionId: `${STYLE_ID}:1`,
  quantities: [
    [100, 150, 100],
    [50, 0, 50],
  ],
  targetUnitPrice: 1250,
};
const quickLine = {
  type: 'quick' as const,
  categoryKey: 'knitwear',
  description: 'Crew-neck jumper, 12gg merino',
  quantity: 300,
};
const valid: QuoteLinesRequestInput = {
  kind: 'bulk',
  lines: [styleLine, quickLine],
  neededBy: '2027-03-01',
  destination: { country: 'GB', port: 'Felixstowe' },
  incoterm: 'FOB',
  currency: 'EUR',
};

type Case = [string, Partial<Record<string, unknown>>, string[]];

describe('the multi-style quote request', () => {
  it('accepts a style line and a quick line with the request fields', () => {
    expect(quoteLinesProblems(validateQuoteLinesRequest(valid, NOW))).toEqual([]);
  });

  it.each<Case>([
    ['no lines', { lines: [] }, [QuoteLineMessages.linesCount]],
    [
      '21 lines',
      { lines: Array.from({ length: 21 }, () => quickLine) },
      [QuoteLineMessages.linesCount],
    ],
    ['lines that are not a list', { lines: 'two' }, [QuoteLineMessages.linesCount]],
    ['a kind not offered', { kind: 'rush' }, [QuoteLineMessages.kindInvalid]],
    ['no needed-by date', { neededBy: '' }, [QuoteLineMessages.neededByRequired]],
    ['a date that is not one', { neededBy: '2027-02-30' }, [QuoteLineMessages.neededByInvalid]],
    ['a needed-by date today', { neededBy: '2026-12-02' }, [QuoteLineMessages.neededByInPast]],
    [
      'a needed-by date past three years',
      { neededBy: '2030-12-31' },
      [QuoteLineMessages.neededByTooFar],
    ],
    [
      'a country in lower case',
      { destination: { country: 'gb', port: 'Felixstowe' } },
      [QuoteLineMessages.countryInvalid],
    ],
    [
      'a destination with a field it does not have',
      { destination: { country: 'GB', port: 'Felixstowe', city: 'x' } },
      [QuoteLineMessages.countryInvalid],
    ],
    ['no port', { destination: { country: 'GB', port: '  ' } }, [QuoteLineMessages.portInvalid]],
    [
      'a port of 81 characters',
      { destination: { country: 'GB', port: 'P'.repeat(81) } },
      [QuoteLineMessages.portInvalid],
    ],
    ['no destination', { destination: undefined }, [QuoteLineMessages.countryInvalid]],
    ['an Incoterm not offered', { incoterm: 'EXW' }, [QuoteLineMessages.incotermInvalid]],
    ['a currency not offered', { currency: 'JPY' }, [QuoteLineMessages.currencyInvalid]],
  ])('refuses %s', (_case, change, problems) => {
    expect(quoteLinesProblems(validateQuoteLinesRequest({ ...valid, ...change }, NOW))).toEqual(
      problems,
    );
  });

  it.each<[string, unknown, string]>([
    ['a line of no type', { ...quickLine, type: 'other' }, QuoteLineMessages.lineTypeInvalid(2)],
    [
      'a style line with a field it does not have',
      { ...styleLine, status: 'won' },
      QuoteLineMessages.lineFieldUnknown(2, 'status'),
    ],
    [
      'a quick line with a field it does not have',
      { ...quickLine, sizes: {} },
      QuoteLineMessages.lineFieldUnknown(2, 'sizes'),
    ],
    ['a line that is not an object', 'jumper', QuoteLineMessages.lineTypeInvalid(2)],
    [
      'a version of another style',
      { ...styleLine, versionId: `${'b'.repeat(24)}:1` },
      QuoteLineMessages.versionInvalid(2),
    ],
    [
      'a version 0',
      { ...styleLine, versionId: `${STYLE_ID}:0` },
      QuoteLineMessages.versionInvalid(2),
    ],
    [
      'a style id that is not one',
      { ...styleLine, styleId: 'x', versionId: 'x:1' },
      QuoteLineMessages.versionInvalid(2),
    ],
    [
      'a fraction of a piece',
      { ...styleLine, quantities: [[1.5, 400]] },
      QuoteLineMessages.matrixInvalid(2),
    ],
    [
      'a negative cell',
      { ...styleLine, quantities: [[-1, 400]] },
      QuoteLineMessages.matrixInvalid(2),
    ],
    ['an empty row', { ...styleLine, quantities: [[]] }, QuoteLineMessages.matrixInvalid(2)],
    [
      '21 colourways',
      { ...styleLine, quantities: Array.from({ length: 21 }, () => [20]) },
      QuoteLineMessages.matrixInvalid(2),
    ],
    [
      '31 sizes',
      { ...styleLine, quantities: [Array.from({ length: 31 }, () => 10)] },
      QuoteLineMessages.matrixInvalid(2),
    ],
    ['a matrix of zeros', { ...styleLine, quantities: [[0, 0]] }, QuoteLineMessages.matrixEmpty(2)],
    [
      'a target price in decimals',
      { ...styleLine, targetUnitPrice: 12.5 },
      QuoteLineMessages.targetPriceInvalid(2),
    ],
    [
      'a target price of 0',
      { ...styleLine, targetUnitPrice: 0 },
      QuoteLineMessages.targetPriceInvalid(2),
    ],
    [
      'a bulk style line under 300 pieces',
      { ...styleLine, quantities: [[100, 199]] },
      QuoteLineMessages.bulkMinimum(2, 300),
    ],
    [
      'a quick line of no category',
      { ...quickLine, categoryKey: '' },
      QuoteLineMessages.categoryInvalid(2),
    ],
    [
      'a quick line of a short description',
      { ...quickLine, description: 'jumper   ' },
      QuoteLineMessages.descriptionInvalid(2),
    ],
    [
      'a quick line of no quantity',
      { ...quickLine, quantity: undefined },
      QuoteLineMessages.quantityInvalid(2),
    ],
    [
      'a quick line of six files',
      {
        ...quickLine,
        attachments: Array.from({ length: 6 }, () => ({ id: 'a', uploadToken: 'b' })),
      },
      QuoteLineMessages.attachmentsInvalid(2),
    ],
    [
      'a bulk quick line under 300 pieces',
      { ...quickLine, quantity: 299 },
      QuoteLineMessages.bulkMinimum(2, 300),
    ],
  ])('names line 2 for %s', (_case, line, problem) => {
    const errors = validateQuoteLinesRequest({ ...valid, lines: [styleLine, line] }, NOW);
    expect(errors.lines).toEqual([undefined, problem]);
    expect(errors.fields).toEqual({});
  });

  it.each<[string, number, string | undefined]>([
    ['accepts a sample line of 50 pieces', 50, undefined],
    ['refuses a sample line of 51 pieces', 51, QuoteLineMessages.sampleRange(1, 50)],
  ])('%s', (_case, quantity, problem) => {
    const errors = validateQuoteLinesRequest(
      { ...valid, kind: 'sample', lines: [{ ...quickLine, quantity }] },
      NOW,
    );
    expect(errors.lines).toEqual([problem]);
  });

  it.each<[string, number[][], number, number, string | undefined]>([
    [
      'fits a 2 × 3 version',
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      2,
      3,
      undefined,
    ],
    ['is a row short', [[1, 2, 3]], 2, 3, QuoteLineMessages.matrixShape(1, 2, 3)],
    [
      'is a column short',
      [
        [1, 2],
        [4, 5],
      ],
      2,
      3,
      QuoteLineMessages.matrixShape(1, 2, 3),
    ],
  ])('a matrix that %s', (_case, quantities, colourways, sizes, problem) => {
    expect(matrixShapeError(1, quantities, colourways, sizes)).toBe(problem);
  });

  it.each<[string, QuoteLinesRequestInput['lines'][number], number]>([
    ['a style line totals its matrix', styleLine, 450],
    ['a quick line is its quantity', quickLine, 300],
  ])('%s', (_case, line, pieces) => {
    expect(lineQuantity(line)).toBe(pieces);
  });
});

describe("the public form's colour", () => {
  const guest = {
    name: 'Ada',
    email: 'ada@example.com',
    categoryKey: 'knitwear',
    kind: 'sample',
    quantity: 5,
    deadline: '2027-03-01',
    details: 'Five samples of the jumper',
    sizes: { S: 2, M: 3 },
  };
  it.each<[string, unknown, string | undefined]>([
    ['accepts a colour for the sizes', 'Navy', undefined],
    ['accepts no colour', undefined, undefined],
    ['refuses a colour of 61 characters', 'N'.repeat(61), QuoteLineMessages.colourInvalid],
    ['refuses a colour that is not text', 7, QuoteLineMessages.colourInvalid],
  ])('%s', (_case, colour, problem) => {
    expect(validateQuoteRequest({ ...guest, colour }, NOW).colour).toBe(problem);
    expect(validateQuoteRequest({ ...guest, colour }, NOW).sizes).toBeUndefined();
  });
});
