import { SampleApprovalMessages } from './messages';
import { releasedBy, SAMPLE_UNDO_WINDOW_MS, sampleUndoRefusal } from './sample-approval';

const NOW = new Date('2027-02-12T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('approving a sample round', () => {
  it.each([
    ['development_sample', 'Pre-production sample'],
    ['pre_production_sample', 'Bulk production'],
  ] as const)('an approval of the %s releases %s', (milestone, released) => {
    expect(releasedBy(milestone)).toBe(released);
  });

  it.each([
    ['a fresh approval of the latest round', {}, undefined],
    [
      'one at the end of the window',
      { decision: { decision: 'approved', at: ago(SAMPLE_UNDO_WINDOW_MS) } },
      undefined,
    ],
    [
      'one past the window',
      { decision: { decision: 'approved', at: ago(SAMPLE_UNDO_WINDOW_MS + 1) } },
      SampleApprovalMessages.windowPassed(2),
    ],
    [
      'one a later step depends on (bulk recorded or expected)',
      { laterStepStarted: true },
      SampleApprovalMessages.laterStepStarted('Bulk production'),
    ],
    ['a round with no decision', { decision: undefined }, SampleApprovalMessages.nothingToUndo(2)],
    [
      'a changes request',
      { decision: { decision: 'changes_requested', at: ago(1000) } },
      SampleApprovalMessages.onlyApprovals,
    ],
    ['a round that is not the latest', { latest: false }, SampleApprovalMessages.nothingToUndo(2)],
  ] as const)('undoing %s', (_case, overrides, refusal) => {
    expect(
      sampleUndoRefusal({
        milestone: 'pre_production_sample',
        round: 2,
        decision: { decision: 'approved', at: ago(3000) },
        latest: true,
        laterStepStarted: false,
        now: NOW,
        ...overrides,
      }),
    ).toBe(refusal);
  });
});
