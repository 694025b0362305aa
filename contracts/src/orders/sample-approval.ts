/**
 * Approving a sample round on a phone: the confirmation says what the approval releases, and
 * the buyer may take it back for a short time (the dashboard's undo toast), until a later step
 * depends on it.
 */

import { UNDO_WINDOW_MS } from '../trash';
import { SampleApprovalMessages } from './messages';
import { ORDER_MILESTONE_LABELS, ORDER_MILESTONES } from './milestones';
import type { SampleMilestoneKey } from './samples';

/** The name the app gives the team when no team member's own name is known. */
export const TEAM_NAME = 'Threadline team';

/**
 * How long after an approval the API still takes it back: the toast's window plus a margin for
 * the request to arrive from a slow phone network.
 */
export const SAMPLE_UNDO_WINDOW_MS = UNDO_WINDOW_MS + 5_000;

/** The step an approval of `milestone` lets start: the pre-production sample, or bulk. */
export function releasedBy(milestone: SampleMilestoneKey): string {
  return ORDER_MILESTONE_LABELS[ORDER_MILESTONES[ORDER_MILESTONES.indexOf(milestone) + 1]];
}

/** What the undo reads of the order: the round, whether later steps began, and the time. */
export interface SampleUndoContext {
  milestone: SampleMilestoneKey;
  round: number;
  /** The round's decision, if any, with when it was made (ISO or Date). */
  decision?: { decision: string; at: string | Date };
  /** The round is the milestone's latest. */
  latest: boolean;
  /**
   * A later step depends on the approval: a round of the next sample posted, or the next
   * milestone recorded or given an expected date.
   */
  laterStepStarted: boolean;
  now: Date;
}

/** Why an approval cannot be taken back (each a 409), or undefined when it can. */
export function sampleUndoRefusal(context: SampleUndoContext): string | undefined {
  const { decision, round, milestone } = context;
  if (!decision) return SampleApprovalMessages.nothingToUndo(round);
  if (decision.decision !== 'approved') return SampleApprovalMessages.onlyApprovals;
  if (!context.latest) return SampleApprovalMessages.nothingToUndo(round);
  if (context.laterStepStarted)
    return SampleApprovalMessages.laterStepStarted(releasedBy(milestone));
  const age = context.now.getTime() - new Date(decision.at).getTime();
  if (age > SAMPLE_UNDO_WINDOW_MS) return SampleApprovalMessages.windowPassed(round);
  return undefined;
}
