import { contactStatusOf, type ContactMessage } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { formatFullDate, formatReceivedAt } from '../utils/format-received-at';
import { ContactReplyForm } from './contact-reply-form';
import { QuoteRequestFromMessage } from './quote-request-from-message';
import styles from './contacts.module.css';

const STATUS_LABELS = { new: 'New', read: 'Read', replied: 'Replied' } as const;

export function ContactMessageDetail({
  message,
  onDelete,
}: {
  message: ContactMessage;
  onDelete: (message: ContactMessage) => void;
}) {
  const title = message.subject?.trim() || `Message from ${message.name}`;
  return (
    <article className={`${ui.card} ${styles.detail}`} aria-labelledby="td-message-heading">
      <header className={styles.detailHeader}>
        <div>
          <h2 id="td-message-heading" className={styles.detailTitle} tabIndex={-1}>
            {title}
          </h2>
          <p className={styles.detailMeta}>
            {message.name} &lt;{message.email}&gt; ·{' '}
            <time dateTime={message.createdAt} title={formatFullDate(message.createdAt)}>
              {formatReceivedAt(message.createdAt)}
            </time>
          </p>
        </div>
        <div className={styles.detailActions}>
          <span className={ui.badge}>{STATUS_LABELS[contactStatusOf(message)]}</span>
          <button type="button" className={ui.buttonDanger} onClick={() => onDelete(message)}>
            Delete
          </button>
        </div>
      </header>
      <p className={styles.body}>{message.message}</p>
      <QuoteRequestFromMessage message={message} />
      <ContactReplyForm key={message._id} message={message} />
    </article>
  );
}

export function NoMessageOpen() {
  return (
    <div className={`${ui.card} ${styles.detail} ${styles.detailEmpty}`}>
      <p className={ui.emptyText}>Select a message to read it.</p>
    </div>
  );
}
