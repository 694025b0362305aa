import { useId, useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  OrderMessages,
  releasedBy,
  SampleApprovalMessages,
  TEAM_NAME,
  SAMPLE_MILESTONES,
  SAMPLE_TEXT_MAX_LENGTH,
  type Order,
  type OrderActor,
  type SampleDecisionKind,
  type SampleMilestoneKey,
  type SampleRound,
} from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { confirmAction } from '../../../lib/dialogs';
import { useDecideSampleRound } from '../api/decide-sample-round';
import { usePostSampleRound } from '../api/post-sample-round';
import { useOfferApprovalUndo } from '../api/undo-sample-approval';
import { formatDay } from '../utils/order-format';
import { FilesField } from './files-field';
import { FormSubmit, TextAreaField } from './form-fields';
import { SamplePhotos } from './sample-photos';
import styles from './orders.module.css';

/** A person's name, never an address: an admin stored under their email reads as the team. */
const nameOf = (actor: OrderActor) =>
  actor.role === 'admin' && actor.name.includes('@') ? TEAM_NAME : actor.name;
const byLine = (actor: OrderActor) => `${nameOf(actor)} on ${formatDay(actor.at.slice(0, 10))}`;

function RoundStatus({ round, isAdmin }: { round: SampleRound; isAdmin: boolean }) {
  if (!round.decision)
    return <p>{isAdmin ? 'Waiting for the buyer’s decision' : 'Waiting for your decision'}</p>;
  const { decision } = round;
  return (
    <div>
      <p className={decision.decision === 'approved' ? styles.stateDone : styles.stateAtRisk}>
        {decision.decision === 'approved' ? 'Approved' : 'Changes requested'} by{' '}
        {byLine(decision.by)}
      </p>
      {decision.comment ? <p className={styles.preWrap}>“{decision.comment}”</p> : null}
      <SamplePhotos files={decision.files} caption={`The decision on round ${round.round}`} />
    </div>
  );
}

/**
 * The buyer approves the latest round, or asks for changes with a comment and photos. An
 * approval is asked for once more (it releases the next step), then offers Undo a short time.
 */
function DecisionForm({
  order,
  round,
  onApproved,
}: {
  order: Order;
  round: SampleRound;
  onApproved: (round: SampleRound) => void;
}) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const decide = useDecideSampleRound(order._id, round.milestone, round.round);
  const submit = async (decision: SampleDecisionKind) => {
    const trimmed = comment.trim();
    if (decision === 'changes_requested' && !trimmed)
      return setError(OrderMessages.commentRequired);
    if (trimmed.length > SAMPLE_TEXT_MAX_LENGTH) return setError(OrderMessages.commentTooLong);
    setError(undefined);
    if (
      decision === 'approved' &&
      !(await confirmAction({
        title: SampleApprovalMessages.confirmTitle(round.round),
        text: SampleApprovalMessages.confirmText(
          round.label,
          round.round,
          releasedBy(round.milestone),
        ),
        confirmButtonText: SampleApprovalMessages.confirmButton,
      }))
    )
      return undefined;
    decide.mutate(
      { input: { decision, ...(trimmed ? { comment: trimmed } : {}) }, files },
      {
        onSuccess: () => {
          if (decision === 'approved') onApproved(round);
        },
        onError: (failure) => setError(getApiErrorMessage(failure, 'Your decision was not saved')),
      },
    );
    return undefined;
  };
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Your decision on round ${round.round}`}
    >
      <Field
        id={`${id}-comment`}
        label="Comment (required to request changes)"
        error={error}
        announce
        look={{ ...fieldLook, error: ui.errorText }}
      >
        <textarea rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
      </Field>
      <FilesField label="Photos of what should change" files={files} onChange={setFiles} />
      <div className={styles.inlineForm}>
        <button
          type="button"
          className={ui.buttonPrimary}
          disabled={decide.isPending}
          onClick={() => void submit('approved')}
        >
          Approve round {round.round}
        </button>
        <button
          type="button"
          className={ui.button}
          disabled={decide.isPending}
          onClick={() => void submit('changes_requested')}
        >
          Request changes
        </button>
      </div>
    </form>
  );
}

/** An admin posts the next round: measurements and/or photos or a PDF, and a note. */
function PostRoundForm({
  order,
  milestone,
  label,
  round,
}: {
  order: Order;
  milestone: SampleMilestoneKey;
  label: string;
  round: number;
}) {
  const id = useId();
  const [measurements, setMeasurements] = useState('');
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const post = usePostSampleRound(order._id, milestone);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!measurements.trim() && files.length === 0)
      return setError(OrderMessages.roundNeedsContent);
    setError(undefined);
    post.mutate(
      {
        input: {
          ...(measurements.trim() ? { measurements: measurements.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
        files,
      },
      {
        onSuccess: () => {
          setMeasurements('');
          setNote('');
          setFiles([]);
        },
        onError: (failure) => setError(getApiErrorMessage(failure, 'The round was not posted')),
      },
    );
  };
  return (
    <form
      className={`${styles.form} ${styles.adminForm}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Post round ${round} of the ${label.toLowerCase()}`}
    >
      <Field id={`${id}-measurements`} label="Measurements" look={fieldLook}>
        <textarea
          rows={3}
          value={measurements}
          onChange={(event) => setMeasurements(event.target.value)}
        />
      </Field>
      <TextAreaField label="Note to the buyer" value={note} onChange={setNote} />
      <FilesField label="Sample photos or PDF" files={files} onChange={setFiles} />
      <FormSubmit
        error={error}
        pending={post.isPending}
        label={`Post round ${round}`}
        pendingLabel="Posting..."
      />
    </form>
  );
}

/**
 * The sample milestones with their rounds: what the factory sent, the buyer's decision with who
 * and when, the buyer's Approve / Request changes on the latest waiting round, and the admin's
 * form to post the next round once the previous milestone is done and no round waits.
 */
export function SampleRounds({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const closed = order.status === 'delivered' || order.status === 'cancelled';
  const offerUndo = useOfferApprovalUndo(order._id);
  const onApproved = (round: SampleRound) => void offerUndo(round.milestone, round.round);
  return (
    <>
      {SAMPLE_MILESTONES.map((milestone) => {
        const progress = order.progress.milestones;
        const index = progress.findIndex((item) => item.key === milestone);
        const own = progress[index];
        const previousDone = index === 0 || progress[index - 1].done;
        const rounds = order.samples.filter((round) => round.milestone === milestone);
        const latest = rounds[rounds.length - 1];
        const waiting = latest?.status === 'waiting';
        const canPost = isAdmin && !closed && previousDone && !own.done && !waiting;
        const headingId = `td-samples-${milestone}`;
        return (
          <section key={milestone} aria-labelledby={headingId} className={styles.stageGroup}>
            <h4 id={headingId} className={styles.roundTitle}>
              {own.label}
            </h4>
            {rounds.length === 0 ? (
              <p className={ui.hint}>
                {previousDone ? 'No round posted yet.' : 'Starts once the previous step is done.'}
              </p>
            ) : null}
            {rounds.map((round) => (
              <article
                key={round.round}
                className={styles.round}
                aria-label={`${own.label}, round ${round.round}`}
              >
                <h5 className={styles.roundTitle}>
                  Round {round.round}{' '}
                  <span className={styles.muted}>posted by {byLine(round.postedBy)}</span>
                </h5>
                {round.measurements ? (
                  <p className={styles.preWrap}>Measurements: {round.measurements}</p>
                ) : null}
                {round.note ? <p className={styles.preWrap}>{round.note}</p> : null}
                <SamplePhotos files={round.files} caption={`${own.label}, round ${round.round}`} />
                <RoundStatus round={round} isAdmin={isAdmin} />
                {!isAdmin && round === latest && waiting ? (
                  <DecisionForm order={order} round={round} onApproved={onApproved} />
                ) : null}
              </article>
            ))}
            {canPost ? (
              <PostRoundForm
                order={order}
                milestone={milestone}
                label={own.label}
                round={(latest?.round ?? 0) + 1}
              />
            ) : null}
          </section>
        );
      })}
    </>
  );
}
