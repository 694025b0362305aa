import { useEffect, useMemo, useState } from 'react';
import { DialogMessages, type ContactMessage } from '@threadline/contracts';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { getErrorMessage } from '../../lib/api-error';
import { confirmAction, showError, showSuccess } from '../../lib/dialogs';
import { useApi } from '../../lib/remote-context';
import { deleteContactMessage } from '../../features/contacts/api/delete-contact-message';
import { ContactMessageDetail } from '../../features/contacts/components/contact-message-detail';
import { ContactMessageList } from '../../features/contacts/components/contact-message-list';
import { useContactMessages } from '../../features/contacts/hooks/use-contact-messages';
import ui from '../../components/ui.module.css';
import styles from '../../features/contacts/components/contacts.module.css';

function matchesSearch(message: ContactMessage, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [message.name, message.email, message.subject, message.message].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

export function ContactMessagesRoute() {
  const api = useApi();
  const messages = useContactMessages();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());

  const failure = messages.status === 'error' ? messages.error : null;
  useEffect(() => {
    if (failure) {
      console.error(DialogMessages.contactFetchFailed, failure);
      void showError(DialogMessages.contactFetchFailed, getErrorMessage(failure, ''));
    }
  }, [failure]);

  const all = useMemo(
    () =>
      messages.status === 'success'
        ? messages.data.filter((message) => !deletedIds.has(message._id))
        : [],
    [messages, deletedIds],
  );
  const visible = useMemo(
    () => all.filter((message) => matchesSearch(message, search)),
    [all, search],
  );
  const selected = visible.find((message) => message._id === selectedId) ?? visible[0] ?? null;

  const remove = async (message: ContactMessage) => {
    const confirmed = await confirmAction({
      title: 'Delete Message?',
      text: `The message from ${message.name} will be deleted permanently.`,
      confirmButtonText: 'Yes, delete',
    });
    if (!confirmed) return;
    try {
      await deleteContactMessage(api, message._id);
      setDeletedIds((current) => new Set(current).add(message._id));
      void showSuccess('Deleted!', 'The message has been deleted.');
    } catch (error) {
      console.error(DialogMessages.contactDeleteFailed, error);
      await showError(DialogMessages.contactDeleteFailed, getErrorMessage(error, ''));
    }
  };

  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="Messages sent through the contact form, newest first."
        actions={
          <button type="button" className={ui.button} onClick={messages.reload}>
            Refresh
          </button>
        }
      />
      <div className={styles.toolbar}>
        <div className={`${ui.field} ${styles.search}`}>
          <label htmlFor="td-message-search" className={ui.label}>
            Search messages
          </label>
          <input
            id="td-message-search"
            type="search"
            className={ui.input}
            placeholder="Search by name, email or text"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {messages.status === 'loading' ? <LoadingView label="Loading messages..." /> : null}
      {messages.status === 'error' ? (
        <p role="alert" className={ui.errorText}>
          {DialogMessages.contactFetchFailed}
        </p>
      ) : null}

      {messages.status === 'success' && all.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No contact messages yet</h2>
          <p className={ui.emptyText}>Messages sent from the contact page will appear here.</p>
        </div>
      ) : null}

      {messages.status === 'success' && all.length > 0 ? (
        <div className={styles.layout}>
          <section aria-labelledby="td-messages-heading">
            <h2 id="td-messages-heading" className={styles.listHeading}>
              Messages ({visible.length})
            </h2>
            {visible.length === 0 ? (
              <div className={ui.emptyState}>
                <p className={ui.emptyTitle}>No messages found</p>
              </div>
            ) : (
              <ContactMessageList
                messages={visible}
                selectedId={selected?._id ?? null}
                onSelect={(message) => setSelectedId(message._id)}
                onDelete={remove}
              />
            )}
          </section>
          {selected ? <ContactMessageDetail message={selected} onDelete={remove} /> : null}
        </div>
      ) : null}
    </>
  );
}
