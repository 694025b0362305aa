import type { ContactMessage } from '@threadline/contracts';
import { formatReceivedAt } from './format-received-at';
import styles from './contacts.module.css';

export function ContactMessageList({
  messages,
  selectedId,
  onSelect,
  onDelete,
}: {
  messages: ContactMessage[];
  selectedId: string | null;
  onSelect: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}) {
  return (
    <ul className={styles.list} aria-label="Contact messages">
      {messages.map((message) => {
        const selected = message._id === selectedId;
        return (
          <li key={message._id} className={`${styles.item} ${selected ? styles.selected : ''}`}>
            <button
              type="button"
              className={styles.itemButton}
              aria-pressed={selected}
              onClick={() => onSelect(message)}
            >
              <span className={styles.itemTop}>
                <span className={styles.itemName}>{message.name}</span>
                <span className={styles.itemTime}>{formatReceivedAt(message.createdAt)}</span>
              </span>
              <span className={styles.itemEmail}>{message.email}</span>
              <span className={styles.itemPreview}>{message.message}</span>
            </button>
            <button
              type="button"
              className={styles.itemDelete}
              aria-label={`Delete message from ${message.name}`}
              onClick={() => onDelete(message)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
