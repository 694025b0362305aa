import { useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  THREAD_MESSAGE_MAX_LENGTH,
  ThreadMessages,
  type ThreadMessage,
} from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { usePostThreadMessage, useQuoteThread } from '../hooks/use-quote-thread';
import styles from './conversation.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function MessageItem({ message }: { message: ThreadMessage }) {
  const tone = message.internal ? styles.internal : message.side === 'team' ? styles.fromTeam : '';
  return (
    <li className={`${styles.message} ${tone}`}>
      <p className={styles.meta}>
        {message.internal ? 'Internal note · ' : ''}
        {message.authorName} · <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
      </p>
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}

/**
 * The conversation on one quote request: its messages, oldest first, and a form to answer.
 * Opening it marks the thread read. `canWriteNotes` (admins) adds the internal-note choice.
 */
export function QuoteConversation({
  quoteId,
  canWriteNotes = false,
}: {
  quoteId: string;
  canWriteNotes?: boolean;
}) {
  const thread = useQuoteThread(quoteId);
  const post = usePostThreadMessage(quoteId);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = `td-conversation-${quoteId}`;
  const fieldId = `td-conversation-text-${quoteId}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(ThreadMessages.textRequired);
    if (trimmed.length > THREAD_MESSAGE_MAX_LENGTH) return setError(ThreadMessages.textTooLong);
    setError(undefined);
    post.mutate(
      { text: trimmed, ...(canWriteNotes && internal ? { internal: true } : {}) },
      {
        onSuccess: () => {
          setText('');
          setInternal(false);
        },
        onError: (failure) => setError(getApiErrorMessage(failure, 'Sending failed')),
      },
    );
  };

  return (
    <section className={styles.conversation} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Conversation
      </h3>
      {thread.status === 'pending' ? <p className={ui.hint}>Loading the conversation...</p> : null}
      {thread.status === 'error' ? (
        <p className={ui.errorText} role="alert">
          {getApiErrorMessage(thread.error, 'The conversation could not be loaded')}
        </p>
      ) : null}
      {thread.status === 'success' && thread.data.messages.length === 0 ? (
        <p className={ui.hint}>No messages yet.</p>
      ) : null}
      {thread.status === 'success' && thread.data.messages.length > 0 ? (
        <ol className={styles.messages} aria-label="Messages">
          {thread.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={fieldId} className={ui.label}>
          Your message
        </label>
        <textarea
          id={fieldId}
          className={ui.input}
          rows={3}
          value={text}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={`${fieldId}-error`} className={ui.errorText} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.row}>
          <button type="submit" className={ui.buttonPrimary} disabled={post.isPending}>
            {post.isPending ? 'Sending...' : 'Send'}
          </button>
          {canWriteNotes ? (
            <label>
              <input
                type="checkbox"
                checked={internal}
                onChange={(event) => setInternal(event.target.checked)}
              />{' '}
              Internal note (the buyer never sees it)
            </label>
          ) : null}
        </div>
      </form>
    </section>
  );
}
