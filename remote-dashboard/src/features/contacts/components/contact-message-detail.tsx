import type { ContactMessage } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { formatReceivedAt } from './format-received-at';
import styles from './contacts.module.css';

function replyHref(message: ContactMessage): string {
  const subject = `Re: ${message.subject?.trim() || 'Your message to Threadline'}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

export function ContactMessageDetail({
  message,
  onDelete,
}: {
  message: ContactMessage;
  onDelete: (message: ContactMessage) => void;
}) {
  return (
    <article className={`${ui.card} ${styles.detail}`} aria-labelledby="td-message-heading">
      <header className={styles.detailHeader}>
        <div>
          <h2 id="td-message-heading" className={styles.detailTitle}>
            {message.subject?.trim() || `Message from ${message.name}`}
          </h2>
          <p className={styles.detailMeta}>
            {message.name} &lt;{message.email}&gt; · {formatReceivedAt(message.createdAt)}
          </p>
        </div>
        <div className={styles.detailActions}>
          <a className={ui.buttonPrimary} href={replyHref(message)}>
            Reply
          </a>
          <button type="button" className={ui.buttonDanger} onClick={() => onDelete(message)}>
            Delete
          </button>
        </div>
      </header>
      <p className={styles.body}>{message.message}</p>
    </article>
  );
}
