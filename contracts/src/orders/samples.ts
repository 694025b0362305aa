/** Sample rounds, the buyer's decisions on them and what waits on the buyer. */

import type { QuoteAttachmentRef } from '../quotes';
import { addDays } from './days';
import { DEFAULT_SHIPPING_MODE, leadTimeOf } from './lead-times';
import { BuyerActionLabels } from './messages';
import { ORDER_MILESTONE_LABELS, type OrderMilestoneKey } from './milestones';
import type { OrderActor, OrderFile } from './order-file';

/** The milestones that have sample rounds; each is done the day the buyer approves a round. */
export const SAMPLE_MILESTONES = ['development_sample', 'pre_production_sample'] as const;

/** A sample round's number in a path: 1, 2, … (anything else names no round). */
export const SAMPLE_ROUND_PATTERN = /^[1-9]\d{0,5}$/;
export type SampleMilestoneKey = (typeof SAMPLE_MILESTONES)[number];

export function isSampleMilestone(key: string): key is SampleMilestoneKey {
  return (SAMPLE_MILESTONES as readonly string[]).includes(key);
}

/** How long a re-made round takes: the milestone's fastest lead time (fabric and patterns are in). */
export function resampleRoundDays(key: OrderMilestoneKey): number {
  return leadTimeOf(key, DEFAULT_SHIPPING_MODE).minDays;
}

/**
 * When a re-made sample can be expected after the buyer asked for changes on `requestedOn`,
 * the round having been expected on `expectedBefore`: a new round starts from the later of the
 * two, so a request made ahead of the plan still moves the sample (and every later date) by
 * the new round's duration.
 */
export function resampleDueDate(
  key: OrderMilestoneKey,
  requestedOn: string,
  expectedBefore: string = requestedOn,
): string {
  const from = expectedBefore > requestedOn ? expectedBefore : requestedOn;
  return addDays(from, resampleRoundDays(key));
}

export const SAMPLE_DECISIONS = ['approved', 'changes_requested'] as const;
export type SampleDecisionKind = (typeof SAMPLE_DECISIONS)[number];

export interface SampleDecision {
  decision: SampleDecisionKind;
  comment?: string;
  files: OrderFile[];
  by: OrderActor;
}

export type SampleRoundStatus = 'waiting' | SampleDecisionKind;

/** One sample the factory sent for a sample milestone, and the buyer's decision on it. */
export interface SampleRound {
  milestone: SampleMilestoneKey;
  label: string;
  /** 1, 2, … per milestone. */
  round: number;
  measurements?: string;
  note?: string;
  files: OrderFile[];
  postedBy: OrderActor;
  status: SampleRoundStatus;
  decision?: SampleDecision;
}

export const SAMPLE_TEXT_MAX_LENGTH = 2000;

/** POST /orders/{id}/samples/{milestone}/rounds (admin). Files come from POST /quotes/attachments. */
export interface SampleRoundInput {
  measurements?: string;
  note?: string;
  files?: QuoteAttachmentRef[];
}

/** POST /orders/{id}/samples/{milestone}/rounds/{round}/decision (the order's buyer). */
export interface SampleDecisionInput {
  decision: SampleDecisionKind;
  /** Required when asking for changes. */
  comment?: string;
  files?: QuoteAttachmentRef[];
}

/** Something only the buyer can do, e.g. "Approve the pre-production sample". */
export interface BuyerAction {
  kind: 'sample_decision';
  milestone: SampleMilestoneKey;
  round: number;
  label: string;
}

/** What waits on the buyer: the latest round of each sample milestone still undecided. */
export function waitingOnBuyer(
  rounds: readonly Pick<SampleRound, 'milestone' | 'round' | 'status'>[],
): BuyerAction[] {
  return SAMPLE_MILESTONES.flatMap((milestone) => {
    const latest = rounds
      .filter((round) => round.milestone === milestone)
      .reduce<Pick<SampleRound, 'round' | 'status'> | undefined>(
        (last, round) => (!last || round.round > last.round ? round : last),
        undefined,
      );
    return latest?.status === 'waiting'
      ? [
          {
            kind: 'sample_decision' as const,
            milestone,
            round: latest.round,
            label: BuyerActionLabels.sampleDecision(ORDER_MILESTONE_LABELS[milestone]),
          },
        ]
      : [];
  });
}
