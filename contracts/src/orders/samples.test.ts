import { waitingOnBuyer } from './samples';

describe('what waits on the buyer', () => {
  it('lists what waits on the buyer: the latest undecided round of each sample', () => {
    expect(
      waitingOnBuyer([
        { milestone: 'development_sample', round: 1, status: 'approved' },
        { milestone: 'pre_production_sample', round: 1, status: 'changes_requested' },
        { milestone: 'pre_production_sample', round: 2, status: 'waiting' },
      ]),
    ).toEqual([
      {
        kind: 'sample_decision',
        milestone: 'pre_production_sample',
        round: 2,
        label: 'Approve the pre-production sample',
      },
    ]);
    expect(
      waitingOnBuyer([{ milestone: 'development_sample', round: 1, status: 'changes_requested' }]),
    ).toEqual([]);
  });
});
