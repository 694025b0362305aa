import type { ReactNode } from 'react';
import type { ContactMessage } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { useNow } from '../../../lib/use-now';
import { formatFullDate, formatReceivedAt } from '../utils/format-received-at';
import { previewOf } from '../utils/preview-of';
import styles from './contacts.module.css';

export function ContactMessageList({
  messages,
  selectedId,
  onOpen,
  onDelete,
  selectBox,
}: {
  messages: ContactMessage[];
  selectedId: string | null;
  onOpen: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
  /** Each message's checkbox for the bulk actions. */
  selectBox?: (message: ContactMessage) => ReactNode;
}) {
  const now = useNow();
  return (
    <ul className={styles.list} aria-label="Contact messages">
      {messages.map((message) => {
        const selected = message._id === selectedId;
        const classes = [
          styles.item,
          selected ? styles.selected : '',
          message.read ? '' : styles.unread,
        ];
        return (
          <li key={message._id} className={classes.join(' ')}>
            {selectBox ? <span className={styles.itemSelect}>{selectBox(message)}</span> : null}
            <button
              type="button"
              className={styles.itemButton}
              aria-pressed={selected}
              onClick={() => onOpen(message)}
            >
              <span className={styles.itemTop}>
                <span className={styles.itemName}>
                  {message.name}
                  {message.read ? null : (
                    <span className={styles.unreadDot}>
                      <span className={ui.visuallyHidden}> (unread)</span>
                    </span>
                  )}
                </span>
                <time
                  className={styles.itemTime}
                  dateTime={message.createdAt}
                  title={formatFullDate(message.createdAt)}
                >
                  {formatReceivedAt(message.createdAt, now)}
                </time>
              </span>
              <span className={styles.itemEmail}>{message.email}</span>
              <span className={styles.itemPreview}>{previewOf(message.message)}</span>
            </button>
            <button
              type="button"
              className={styles.itemDelete}
              aria-label={`Delete message from ${message.name}`}
              onClick={() => onDelete(message)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
