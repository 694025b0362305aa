/**
 * ISO 2859-1 single sampling, normal inspection: Table 1 (sample size code letters) and Table
 * 2-A (the master table). Sources and the checks made against them are in docs/orders.md.
 */

export const INSPECTION_LEVELS = ['I', 'II', 'III'] as const;
export type InspectionLevel = (typeof INSPECTION_LEVELS)[number];
export const DEFAULT_INSPECTION_LEVEL: InspectionLevel = 'II';

/**
 * The AQLs an inspection may use (percent nonconforming). '0' is the trade's "zero tolerance"
 * for critical defects, not a column of the standard: accept 0, reject 1 on the lot's sample.
 * The standard's columns run from 0.010 to 1000; these are the ones whose arrows stay inside the
 * table for every lot at levels I to III.
 */
export const INSPECTION_AQLS = [
  '0',
  '0.065',
  '0.10',
  '0.15',
  '0.25',
  '0.40',
  '0.65',
  '1.0',
  '1.5',
  '2.5',
  '4.0',
  '6.5',
] as const;
export type InspectionAql = (typeof INSPECTION_AQLS)[number];

export const DEFECT_CLASSES = ['critical', 'major', 'minor'] as const;
export type DefectClass = (typeof DEFECT_CLASSES)[number];
export const DEFAULT_AQLS: Record<DefectClass, InspectionAql> = {
  critical: '0',
  major: '2.5',
  minor: '4.0',
};

export const CODE_LETTERS = 'ABCDEFGHJKLMNPQR'.split('');
/** Table 2-A's sample size for each code letter, A to R. */
export const CODE_LETTER_SAMPLE_SIZES = [
  2, 3, 5, 8, 13, 20, 32, 50, 80, 125, 200, 315, 500, 800, 1250, 2000,
] as const;

/** Table 1, general levels: [largest lot of the band, letter at I, II, III]. */
const LOT_BANDS: ReadonlyArray<readonly [number, string, string, string]> = [
  [8, 'A', 'A', 'B'],
  [15, 'A', 'B', 'C'],
  [25, 'B', 'C', 'D'],
  [50, 'C', 'D', 'E'],
  [90, 'C', 'E', 'F'],
  [150, 'D', 'F', 'G'],
  [280, 'E', 'G', 'H'],
  [500, 'F', 'H', 'J'],
  [1200, 'G', 'J', 'K'],
  [3200, 'H', 'K', 'L'],
  [10000, 'J', 'L', 'M'],
  [35000, 'K', 'M', 'N'],
  [150000, 'L', 'N', 'P'],
  [500000, 'M', 'P', 'Q'],
  [Number.POSITIVE_INFINITY, 'N', 'Q', 'R'],
];

export const INSPECTION_LOT_MIN = 2;
export const INSPECTION_LOT_MAX = 10_000_000;

/** Table 1: the code letter of a lot (2 pieces or more) at a general inspection level. */
export function codeLetterOf(lotSize: number, level: InspectionLevel): string {
  const band = LOT_BANDS.find(([upTo]) => lotSize <= upTo) ?? LOT_BANDS[LOT_BANDS.length - 1];
  return band[(INSPECTION_LEVELS.indexOf(level) + 1) as 1 | 2 | 3];
}

/** Table 2-A's AQL columns from 0.010 to 10, in order (the table's index of each). */
const AQL_COLUMNS = [
  '0.010',
  '0.015',
  '0.025',
  '0.040',
  '0.065',
  '0.10',
  '0.15',
  '0.25',
  '0.40',
  '0.65',
  '1.0',
  '1.5',
  '2.5',
  '4.0',
  '6.5',
  '10',
];

/**
 * Table 2-A up to AQL 10 runs along diagonals: one code letter down is one AQL column left. The
 * cell of letter index l and column index a is fixed by l + a: arrows down up to 13, then 0/1,
 * an arrow up, an arrow down, 1/2, 2/3, 3/4, 5/6, 7/8, 10/11, 14/15, 21/22, and arrows up from 25
 * (checked cell by cell against the sources in docs/orders.md, and in sampling.test.ts).
 */
const DIAGONAL_FIRST_PLAN = 14;
const DIAGONAL: ReadonlyArray<readonly [number, number] | 'down' | 'up'> = [
  [0, 1],
  'up',
  'down',
  [1, 2],
  [2, 3],
  [3, 4],
  [5, 6],
  [7, 8],
  [10, 11],
  [14, 15],
  [21, 22],
];

type Cell = { accept: number; reject: number } | 'down' | 'up';

/** One cell of Table 2-A, as printed: a plan or an arrow. */
export function tableCell(codeLetter: string, aql: string): Cell {
  const letter = CODE_LETTERS.indexOf(codeLetter);
  const column = AQL_COLUMNS.indexOf(aql);
  if (letter < 0 || column < 0) throw new RangeError(`No cell for ${codeLetter} at AQL ${aql}`);
  const diagonal = letter + column - DIAGONAL_FIRST_PLAN;
  if (diagonal < 0) return 'down';
  if (diagonal >= DIAGONAL.length) return 'up';
  const entry = DIAGONAL[diagonal];
  return typeof entry === 'string' ? entry : { accept: entry[0], reject: entry[1] };
}

export interface SamplingPlan {
  aql: InspectionAql;
  /** The letter of the plan used: the lot's, or the one an arrow led to. */
  codeLetter: string;
  sampleSize: number;
  accept: number;
  reject: number;
  /** Set when the lot's cell was an arrow: the plan comes from the letter it pointed to. */
  arrow?: 'down' | 'up';
}

/**
 * The plan for one AQL: the lot's cell, or where its arrow leads (the first plan below or above
 * in the same column, with that plan's own sample size).
 */
export function planForAql(lotCodeLetter: string, aql: InspectionAql): SamplingPlan {
  const lotLetter = CODE_LETTERS.indexOf(lotCodeLetter);
  if (aql === '0')
    return {
      aql,
      codeLetter: lotCodeLetter,
      sampleSize: CODE_LETTER_SAMPLE_SIZES[lotLetter],
      accept: 0,
      reject: 1,
    };
  const first = tableCell(lotCodeLetter, aql);
  let letter = lotLetter;
  let cell = first;
  while (typeof cell === 'string') {
    letter += cell === 'down' ? 1 : -1;
    cell = tableCell(CODE_LETTERS[letter], aql);
  }
  return {
    aql,
    codeLetter: CODE_LETTERS[letter],
    sampleSize: CODE_LETTER_SAMPLE_SIZES[letter],
    accept: cell.accept,
    reject: cell.reject,
    ...(typeof first === 'string' ? { arrow: first } : {}),
  };
}

export interface InspectionPlanInput {
  lotSize: number;
  /** General II when absent or null. */
  level?: InspectionLevel | null;
  /** A class left out, or null, takes its default AQL (DEFAULT_AQLS). */
  aqls?: Partial<Record<DefectClass, InspectionAql | null>> | null;
}

export interface InspectionPlan {
  lotSize: number;
  level: InspectionLevel;
  /** Table 1's letter for the lot. */
  codeLetter: string;
  /**
   * How many pieces are drawn: the largest of the classes' sample sizes, or the whole lot when
   * that is smaller (the standard's 100 % inspection). A class with a smaller plan is judged on
   * the defects in its own first pieces.
   */
  sampleSize: number;
  /** Every piece of the lot is inspected (a plan's sample is the lot size or more). */
  wholeLot: boolean;
  classes: Record<DefectClass, SamplingPlan>;
}

/** The sampling plan of an inspection: the lot's letter and each class's plan. */
export function inspectionPlanOf(input: InspectionPlanInput): InspectionPlan {
  const level = input.level ?? DEFAULT_INSPECTION_LEVEL;
  const codeLetter = codeLetterOf(input.lotSize, level);
  const aqls = Object.fromEntries(
    DEFECT_CLASSES.map((defectClass) => [
      defectClass,
      input.aqls?.[defectClass] ?? DEFAULT_AQLS[defectClass],
    ]),
  ) as Record<DefectClass, InspectionAql>;
  const classes = Object.fromEntries(
    DEFECT_CLASSES.map((defectClass) => {
      const plan = planForAql(codeLetter, aqls[defectClass]);
      return [defectClass, { ...plan, sampleSize: Math.min(plan.sampleSize, input.lotSize) }];
    }),
  ) as Record<DefectClass, SamplingPlan>;
  const largest = Math.max(
    ...DEFECT_CLASSES.map((c) => planForAql(codeLetter, aqls[c]).sampleSize),
  );
  return {
    lotSize: input.lotSize,
    level,
    codeLetter,
    sampleSize: Math.min(largest, input.lotSize),
    wholeLot: largest >= input.lotSize,
    classes,
  };
}

export const DEFECT_CLASS_LABELS: Record<DefectClass, string> = {
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
};

export interface InspectionVerdict {
  result: 'pass' | 'fail';
  /** One line per class, e.g. "Major: 8 found, AQL 2.5 rejects at 8 (125 pcs)". */
  reasons: string[];
  /** The classes that reached their reject number. */
  failed: DefectClass[];
}

/** The result that follows from the defects found: a fail as soon as one class reaches Re. */
export function judgeInspection(
  plan: InspectionPlan,
  defects: Record<DefectClass, number>,
): InspectionVerdict {
  const reasons = DEFECT_CLASSES.map((defectClass) => {
    const { aql, accept, reject, sampleSize } = plan.classes[defectClass];
    const found = defects[defectClass];
    const verb = found >= reject ? `rejects at ${reject}` : `accepts up to ${accept}`;
    return `${DEFECT_CLASS_LABELS[defectClass]}: ${found} found, AQL ${aql} ${verb} (${sampleSize} pcs)`;
  });
  const failed = DEFECT_CLASSES.filter((c) => defects[c] >= plan.classes[c].reject);
  return { result: failed.length > 0 ? 'fail' : 'pass', reasons, failed };
}
