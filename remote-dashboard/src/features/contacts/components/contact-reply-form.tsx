import { useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  THREAD_MESSAGE_MAX_LENGTH,
  ThreadMessages,
  type ContactMessage,
} from '@threadline/contracts';
import { Field } from '@threadline/web-kit/field';
import { fieldLook } from '../../../components/field-look';
import ui from '../../../components/ui.module.css';
import { useContactReplies } from '../api/get-contact-replies';
import { useSendContactReply } from '../api/send-contact-reply';
import { formatFullDate, formatReceivedAt } from '../utils/format-received-at';
import styles from './contacts.module.css';

/** The replies sent so far, and the form that emails a new one to the sender. */
export function ContactReplyForm({ message }: { message: ContactMessage }) {
  const replies = useContactReplies(message._id);
  const send = useSendContactReply(message);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(ThreadMessages.textRequired);
    if (trimmed.length > THREAD_MESSAGE_MAX_LENGTH) return setError(ThreadMessages.textTooLong);
    setError(undefined);
    send.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
      onError: (failure) => setError(getApiErrorMessage(failure, 'The reply could not be sent')),
    });
  };

  return (
    <section aria-labelledby="td-replies-heading">
      <h3 id="td-replies-heading">Replies</h3>
      {replies.status === 'success' && replies.data.length > 0 ? (
        <ol aria-label="Replies sent">
          {replies.data.map((reply) => (
            <li key={reply.id}>
              <p className={ui.hint}>
                {reply.authorEmail} ·{' '}
                <time dateTime={reply.createdAt} title={formatFullDate(reply.createdAt)}>
                  {formatReceivedAt(reply.createdAt)}
                </time>
              </p>
              <p className={styles.body}>{reply.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${message.name}`}>
        <Field
          id="td-reply-text"
          label={`Your reply to ${message.email}`}
          error={error}
          announce
          look={{ ...fieldLook, error: ui.errorText }}
        >
          <textarea
            rows={4}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
          />
        </Field>
        {sent ? <p role="status">Reply sent to {message.email}.</p> : null}
        <button type="submit" className={ui.buttonPrimary} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Reply'}
        </button>
      </form>
    </section>
  );
}
