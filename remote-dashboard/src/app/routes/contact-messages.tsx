import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DialogMessages,
  EXPORT_FILE_NAMES,
  getApiErrorMessage,
  type ContactMessage,
} from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { ExportCsvButton } from '../../components/export-csv-button';
import { LoadingView } from '../../components/loading-view';
import { PageHeader } from '../../components/page-header';
import { SearchBar } from '../../components/search-bar';
import { confirmAction, showError, showSuccess } from '../../lib/dialogs';
import { useLoadFailureDialog } from '../../lib/use-load-failure-dialog';
import { deleteContactMessage } from '../../features/contacts/api/delete-contact-message';
import { exportContactMessagesCsv } from '../../features/contacts/api/export-contact-messages-csv';
import { markContactMessageRead } from '../../features/contacts/api/mark-contact-message-read';
import {
  ContactMessageDetail,
  NoMessageOpen,
} from '../../features/contacts/components/contact-message-detail';
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
  const inbox = useContactMessages();
  const [search, setSearch] = useState('');
  // The Activity Log links here with ?message=<id>.
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get('message'));
  // What changed here since the list loaded; Refresh brings the server's view back.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());

  useLoadFailureDialog(
    inbox.status === 'error' ? inbox.error : null,
    DialogMessages.contactFetchFailed,
  );

  const loaded = inbox.status === 'success' ? inbox.data : null;
  const all = useMemo(
    () =>
      (loaded?.messages ?? [])
        .filter((message) => !deletedIds.has(message._id))
        .map((message) =>
          readIds.has(message._id) && !message.read ? { ...message, read: true } : message,
        ),
    [loaded, deletedIds, readIds],
  );
  const unread = useMemo(() => {
    if (!loaded) return 0;
    // The server's count, less the unread messages read or deleted here since.
    const settledHere = loaded.messages.filter(
      (message) => !message.read && (readIds.has(message._id) || deletedIds.has(message._id)),
    ).length;
    return Math.max(0, loaded.unread - settledHere);
  }, [loaded, readIds, deletedIds]);
  const visible = useMemo(
    () => all.filter((message) => matchesSearch(message, search)),
    [all, search],
  );
  const selected = all.find((message) => message._id === selectedId) ?? null;

  const { reload } = inbox;
  const refresh = useCallback(() => {
    setDeletedIds(new Set());
    setReadIds(new Set());
    setSelectedId(null);
    reload();
  }, [reload]);

  const open = async (message: ContactMessage) => {
    setSelectedId(message._id);
    if (message.read) return;
    try {
      await markContactMessageRead(api, message._id);
      setReadIds((current) => new Set(current).add(message._id));
    } catch (error) {
      // Reading still works; the message simply stays marked unread.
      console.error('Marking the message read failed', error);
    }
  };

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
      if (selectedId === message._id) setSelectedId(null);
      void showSuccess('Deleted!', 'The message has been deleted.');
    } catch (error) {
      console.error(DialogMessages.contactDeleteFailed, error);
      await showError(DialogMessages.contactDeleteFailed, getApiErrorMessage(error, ''));
    }
  };

  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="Messages sent through the contact form, newest first."
        actions={
          <>
            <ExportCsvButton
              fileName={EXPORT_FILE_NAMES.contacts}
              exportFile={() => exportContactMessagesCsv(api, search)}
            />
            <button type="button" className={ui.button} onClick={refresh}>
              Refresh
            </button>
          </>
        }
      />
      <SearchBar
        id="td-message-search"
        label="Search messages"
        placeholder="Search by name, email or text"
        value={search}
        onChange={setSearch}
      />

      {inbox.status === 'loading' ? <LoadingView label="Loading messages..." /> : null}
      {inbox.status === 'error' ? (
        <div role="alert" className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>{DialogMessages.contactFetchFailed}</h2>
          <p className={ui.emptyText}>{getApiErrorMessage(inbox.error, 'Please try again.')}</p>
          <button type="button" className={`${ui.button} ${ui.emptyAction}`} onClick={refresh}>
            Try Again
          </button>
        </div>
      ) : null}

      {loaded && all.length === 0 ? (
        <div className={ui.emptyState}>
          <h2 className={ui.emptyTitle}>No contact messages yet</h2>
          <p className={ui.emptyText}>Messages sent from the contact page will appear here.</p>
        </div>
      ) : null}

      {loaded && all.length > 0 ? (
        <div className={styles.layout}>
          <section aria-labelledby="td-messages-heading">
            <div className={styles.listHeader}>
              <h2 id="td-messages-heading" className={styles.listHeading}>
                Messages ({visible.length})
              </h2>
              {unread > 0 ? (
                <span className={ui.badge} role="status">
                  {unread} unread
                </span>
              ) : null}
            </div>
            {loaded.total > loaded.messages.length ? (
              <p className={ui.emptyText}>
                Showing the newest {loaded.messages.length} of {loaded.total} messages; delete
                answered ones to see older ones.
              </p>
            ) : null}
            {visible.length === 0 ? (
              <div className={ui.emptyState}>
                <p className={ui.emptyTitle}>No messages found</p>
                <p className={ui.emptyText}>Try another name, email or word.</p>
              </div>
            ) : (
              <ContactMessageList
                messages={visible}
                selectedId={selected?._id ?? null}
                onOpen={(message) => void open(message)}
                onDelete={(message) => void remove(message)}
              />
            )}
          </section>
          {selected ? (
            <ContactMessageDetail message={selected} onDelete={(message) => void remove(message)} />
          ) : (
            <NoMessageOpen />
          )}
        </div>
      ) : null}
    </>
  );
}
