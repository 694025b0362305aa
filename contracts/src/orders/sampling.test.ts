import {
  codeLetterOf,
  inspectionPlanOf,
  judgeInspection,
  planForAql,
  tableCell,
  type InspectionLevel,
} from './sampling';

describe('ISO 2859-1 Table 1: the sample size code letter', () => {
  // Each band's first and last lot, at General I, II and III.
  it.each<[number, string, string, string]>([
    [2, 'A', 'A', 'B'],
    [8, 'A', 'A', 'B'],
    [9, 'A', 'B', 'C'],
    [15, 'A', 'B', 'C'],
    [16, 'B', 'C', 'D'],
    [25, 'B', 'C', 'D'],
    [26, 'C', 'D', 'E'],
    [50, 'C', 'D', 'E'],
    [51, 'C', 'E', 'F'],
    [90, 'C', 'E', 'F'],
    [91, 'D', 'F', 'G'],
    [150, 'D', 'F', 'G'],
    [151, 'E', 'G', 'H'],
    [280, 'E', 'G', 'H'],
    [281, 'F', 'H', 'J'],
    [500, 'F', 'H', 'J'],
    [501, 'G', 'J', 'K'],
    [1200, 'G', 'J', 'K'],
    [1201, 'H', 'K', 'L'],
    [3200, 'H', 'K', 'L'],
    [3201, 'J', 'L', 'M'],
    [10000, 'J', 'L', 'M'],
    [10001, 'K', 'M', 'N'],
    [35000, 'K', 'M', 'N'],
    [35001, 'L', 'N', 'P'],
    [150000, 'L', 'N', 'P'],
    [150001, 'M', 'P', 'Q'],
    [500000, 'M', 'P', 'Q'],
    [500001, 'N', 'Q', 'R'],
    [10_000_000, 'N', 'Q', 'R'],
  ])('a lot of %p is %p at I, %p at II, %p at III', (lot, one, two, three) => {
    expect((['I', 'II', 'III'] as InspectionLevel[]).map((l) => codeLetterOf(lot, l))).toEqual([
      one,
      two,
      three,
    ]);
  });
});

describe('ISO 2859-1 Table 2-A: single sampling, normal inspection', () => {
  // Cells read off the master table (docs/orders.md names the sources).
  it.each<[string, string, string]>([
    ['A', '6.5', '0/1'],
    ['A', '4.0', 'down'],
    ['A', '10', 'up'],
    ['B', '4.0', '0/1'],
    ['B', '6.5', 'up'],
    ['C', '6.5', 'down'],
    ['C', '10', '1/2'],
    ['D', '2.5', 'up'],
    ['D', '4.0', 'down'],
    ['E', '4.0', '1/2'],
    ['G', '0.65', 'up'],
    ['G', '1.0', 'down'],
    ['G', '1.5', '1/2'],
    ['H', '4.0', '5/6'],
    ['J', '2.5', '5/6'],
    ['J', '10', '14/15'],
    ['K', '0.65', '2/3'],
    ['K', '1.0', '3/4'],
    ['K', '1.5', '5/6'],
    ['K', '2.5', '7/8'],
    ['K', '4.0', '10/11'],
    ['K', '6.5', '14/15'],
    ['K', '10', '21/22'],
    ['L', '4.0', '14/15'],
    ['L', '6.5', '21/22'],
    ['M', '6.5', 'up'],
    ['N', '2.5', '21/22'],
    ['P', '2.5', 'up'],
    ['Q', '0.010', '0/1'],
    ['R', '0.010', 'up'],
    ['R', '0.025', '1/2'],
    ['R', '0.65', '21/22'],
    ['R', '1.0', 'up'],
  ])('letter %p at AQL %p is %p', (letter, aql, expected) => {
    const cell = tableCell(letter, aql);
    expect(typeof cell === 'string' ? cell : `${cell.accept}/${cell.reject}`).toBe(expected);
  });

  it('follows an arrow to the next plan, with that plan’s own sample size', () => {
    // D (8 pcs) at 2.5 points up to C: 5 pcs, 0/1. At 4.0 it points down to E: 13 pcs, 1/2.
    expect(planForAql('D', '2.5')).toEqual({
      aql: '2.5',
      codeLetter: 'C',
      sampleSize: 5,
      accept: 0,
      reject: 1,
      arrow: 'up',
    });
    expect(planForAql('D', '4.0')).toMatchObject({ codeLetter: 'E', sampleSize: 13, accept: 1 });
    // A long way down: A at 0.065 reaches 0/1 at L (200 pcs).
    expect(planForAql('A', '0.065')).toMatchObject({ codeLetter: 'L', sampleSize: 200, accept: 0 });
    // A long way up: R at 6.5 reaches 21/22 at L.
    expect(planForAql('R', '6.5')).toMatchObject({ codeLetter: 'L', sampleSize: 200, accept: 21 });
    expect(planForAql('K', '2.5')).not.toHaveProperty('arrow');
  });

  it('treats AQL 0 as zero tolerance on the lot’s own sample', () => {
    expect(planForAql('K', '0')).toEqual({
      aql: '0',
      codeLetter: 'K',
      sampleSize: 125,
      accept: 0,
      reject: 1,
    });
  });
});

describe('an inspection’s plan and result', () => {
  it('plans a lot of 3,200 at General II as code K, 125 pieces, AQL 2.5 accepting 7 and rejecting 8', () => {
    const plan = inspectionPlanOf({ lotSize: 3200 });
    expect(plan).toMatchObject({ level: 'II', codeLetter: 'K', sampleSize: 125, wholeLot: false });
    expect(plan.classes.major).toMatchObject({ aql: '2.5', sampleSize: 125, accept: 7, reject: 8 });
    expect(plan.classes.minor).toMatchObject({ aql: '4.0', accept: 10, reject: 11 });
    expect(plan.classes.critical).toMatchObject({ aql: '0', accept: 0, reject: 1 });
  });

  it('takes the default AQL for a class given as null, as the API accepts it', () => {
    const plan = inspectionPlanOf({ lotSize: 3200, level: null, aqls: { minor: null } });
    expect(plan).toMatchObject({ level: 'II', codeLetter: 'K' });
    expect(plan.classes.minor).toMatchObject({ aql: '4.0', accept: 10, reject: 11 });
  });

  it('draws the largest of the classes’ samples, and the whole lot when that is smaller', () => {
    // A lot of 20 at II is C (5 pcs): major 2.5 is 0/1 there, a minor 6.5 points down to D (8).
    const plan = inspectionPlanOf({ lotSize: 20, aqls: { minor: '6.5' } });
    expect(plan.codeLetter).toBe('C');
    expect(plan.classes.minor).toMatchObject({ codeLetter: 'D', sampleSize: 8, arrow: 'down' });
    expect(plan.sampleSize).toBe(8);
    const tiny = inspectionPlanOf({ lotSize: 6, aqls: { major: '0.065' } });
    expect(tiny.classes.major).toMatchObject({ codeLetter: 'L', sampleSize: 6 });
    expect(tiny).toMatchObject({ sampleSize: 6, wholeLot: true });
  });

  it('fails as soon as one class reaches its reject number, and says why for each class', () => {
    const plan = inspectionPlanOf({ lotSize: 3200 });
    expect(judgeInspection(plan, { critical: 0, major: 7, minor: 10 })).toEqual({
      result: 'pass',
      reasons: [
        'Critical: 0 found, AQL 0 accepts up to 0 (125 pcs)',
        'Major: 7 found, AQL 2.5 accepts up to 7 (125 pcs)',
        'Minor: 10 found, AQL 4.0 accepts up to 10 (125 pcs)',
      ],
      failed: [],
    });
    const fail = judgeInspection(plan, { critical: 0, major: 8, minor: 0 });
    expect(fail.result).toBe('fail');
    expect(fail.failed).toEqual(['major']);
    expect(fail.reasons[1]).toBe('Major: 8 found, AQL 2.5 rejects at 8 (125 pcs)');
    expect(judgeInspection(plan, { critical: 1, major: 0, minor: 0 }).result).toBe('fail');
    expect(judgeInspection(plan, { critical: 0, major: 0, minor: 11 }).result).toBe('fail');
  });

  it('takes level I and III', () => {
    expect(inspectionPlanOf({ lotSize: 3200, level: 'I' })).toMatchObject({
      codeLetter: 'H',
      sampleSize: 50,
    });
    expect(inspectionPlanOf({ lotSize: 3200, level: 'III' }).classes.major).toMatchObject({
      codeLetter: 'L',
      sampleSize: 200,
      accept: 10,
      reject: 11,
    });
  });
});
