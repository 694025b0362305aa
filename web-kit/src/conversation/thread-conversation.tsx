import { useRef, useState, type FormEvent } from 'react';
import {
  getApiErrorMessage,
  QUOTE_ATTACHMENT_ACCEPT,
  THREAD_MESSAGE_MAX_LENGTH,
  ThreadMessages,
  type QuoteAttachment,
  type QuoteThread,
  type ThreadMessage,
  type ThreadMessageInput,
} from '@threadline/contracts';
import { AttachmentUploadList } from './attachment-upload-list';
import { useAttachmentUploads } from './use-attachment-uploads';
import styles from './thread-conversation.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const sizeOf = (bytes: number) => `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

/** Where the thread stands, as a query reports it. */
export type ThreadState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: QuoteThread };

export interface ThreadConversationProps {
  /** Unique on the page: the ids of the heading and the fields derive from it. */
  id: string;
  thread: ThreadState;
  send: (input: ThreadMessageInput) => Promise<void>;
  download: (attachment: QuoteAttachment) => Promise<void>;
  /** Admins: adds the internal-note choice. */
  canWriteNotes?: boolean;
}

function MessageItem({
  message,
  download,
  onDownloadError,
}: {
  message: ThreadMessage;
  download: ThreadConversationProps['download'];
  onDownloadError: (message: string) => void;
}) {
  const tone = message.internal ? styles.internal : message.side === 'team' ? styles.fromTeam : '';
  const attachments = message.attachments ?? [];
  return (
    <li className={`${styles.message} ${tone}`}>
      <p className={styles.meta}>
        {message.internal ? 'Internal note · ' : ''}
        {message.authorName} · <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
      </p>
      <p className={styles.text}>{message.text}</p>
      {attachments.length > 0 ? (
        <ul className={styles.files} aria-label="Files">
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <button
                type="button"
                className={styles.fileButton}
                onClick={() =>
                  download(attachment).catch((error: unknown) =>
                    onDownloadError(
                      getApiErrorMessage(error, `${attachment.fileName} could not be downloaded`),
                    ),
                  )
                }
              >
                Download {attachment.fileName}
              </button>{' '}
              <span className={styles.hint}>{sizeOf(attachment.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A quote request's conversation: its messages oldest first, each with its files, and a form to
 * answer with files under the request form's checks. The dashboard (members and admins) and the
 * guest's page (through their link) pass how to read, send and download.
 */
export function ThreadConversation({
  id,
  thread,
  send,
  download,
  canWriteNotes = false,
}: ThreadConversationProps) {
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [downloadError, setDownloadError] = useState<string>();
  const attachments = useAttachmentUploads();
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = `td-conversation-${id}`;
  const fieldId = `td-conversation-text-${id}`;
  const filesId = `td-conversation-files-${id}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(ThreadMessages.textRequired);
    if (trimmed.length > THREAD_MESSAGE_MAX_LENGTH) return setError(ThreadMessages.textTooLong);
    setError(undefined);
    setSending(true);
    try {
      await send({
        text: trimmed,
        ...(canWriteNotes && internal ? { internal: true } : {}),
        ...(attachments.refs.length > 0 ? { attachments: attachments.refs } : {}),
      });
      setText('');
      setInternal(false);
      attachments.clear();
    } catch (failure) {
      setError(getApiErrorMessage(failure, 'Sending failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.conversation} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Conversation
      </h3>
      {thread.status === 'pending' ? (
        <p className={styles.hint}>Loading the conversation...</p>
      ) : null}
      {thread.status === 'error' ? (
        <p className={styles.errorText} role="alert">
          {getApiErrorMessage(thread.error, 'The conversation could not be loaded')}
        </p>
      ) : null}
      {thread.status === 'success' && thread.data.messages.length === 0 ? (
        <p className={styles.hint}>No messages yet.</p>
      ) : null}
      {thread.status === 'success' && thread.data.messages.length > 0 ? (
        <ol className={styles.messages} aria-label="Messages">
          {thread.data.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              download={download}
              onDownloadError={setDownloadError}
            />
          ))}
        </ol>
      ) : null}
      {downloadError ? (
        <p className={styles.errorText} role="alert">
          {downloadError}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          Your message
        </label>
        <textarea
          id={fieldId}
          className={styles.input}
          rows={3}
          value={text}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={`${fieldId}-error`} className={styles.errorText} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.row}>
          <label htmlFor={filesId} className={styles.label}>
            Attach files
          </label>
          <input
            id={filesId}
            ref={fileInput}
            type="file"
            multiple
            accept={QUOTE_ATTACHMENT_ACCEPT}
            className={styles.fileInput}
            aria-describedby={`${filesId}-hint`}
            onChange={(event) => {
              attachments.add(Array.from(event.target.files ?? []));
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
          <span id={`${filesId}-hint`} className={styles.hint}>
            PDF or images, up to 5 files of 10 MB
          </span>
        </div>
        <AttachmentUploadList
          label="Files to send"
          uploads={attachments.uploads}
          onRemove={attachments.remove}
          classes={{
            list: styles.files,
            error: styles.uploadError,
            removeButton: styles.fileButton,
            visuallyHidden: styles.visuallyHidden,
          }}
        />
        <div className={styles.row}>
          <button
            type="submit"
            className={styles.sendButton}
            disabled={sending || attachments.uploading}
          >
            {sending ? 'Sending...' : 'Send'}
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
