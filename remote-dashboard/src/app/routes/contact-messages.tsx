import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DialogMessages, EXPORT_FILE_NAMES, type ContactMessage } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { ExportCsvButton } from '../../components/export-csv-button';
import { LoadingView } from '../../components/loading-view';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { PageHeader } from '../../components/page-header';
import { SearchBar } from '../../components/search-bar';
import { RowCheckbox } from '../../components/bulk-bar';
import { ListViewNotes } from '../../components/list-view-notes';
import { useListParams, type ListParamSpecs } from '../../lib/use-list-params';
import { useRowSelection } from '../../lib/use-row-selection';
import { useLoadFailureDialog } from '../../lib/use-load-failure-dialog';
import { exportContactMessagesCsv } from '../../features/contacts/api/export-contact-messages-csv';
import {
  ContactMessageDetail,
  NoMessageOpen,
} from '../../features/contacts/components/contact-message-detail';
import {
  ContactBulkActions,
  contactRowOf,
} from '../../features/contacts/components/contact-bulk-actions';
import { SaveViewButton } from '../../features/views/components/save-view-button';
import { ContactMessageList } from '../../features/contacts/components/contact-message-list';
import { useContactMessages } from '../../features/contacts/api/get-contact-messages';
import { useDeleteContactMessage } from '../../features/contacts/api/delete-contact-message';
import { useMarkContactMessageRead } from '../../features/contacts/api/mark-contact-message-read';
import ui from '../../components/ui.module.css';
import styles from '../../features/contacts/components/contacts.module.css';

function matchesSearch(message: ContactMessage, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [message.name, message.email, message.subject, message.message].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

/** The inbox's URL: `?search=` (and `?message=<id>`, the open one, which the Activity Log links). */
const CONTACTS_PARAMS: ListParamSpecs<'search'> = { search: { fallback: '' } };

export function ContactMessagesRoute() {
  const api = useApi();
  const inbox = useContactMessages();
  const markRead = useMarkContactMessageRead();
  const deleteMessage = useDeleteContactMessage();
  const view = useListParams(CONTACTS_PARAMS);
  const search = view.values.search;
  const selection = useRowSelection();
  const { clear } = selection;
  useEffect(() => clear(), [clear, search]);
  // The Activity Log links here with ?message=<id>.
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get('message'));

  useLoadFailureDialog(
    inbox.status === 'error' ? inbox.error : null,
    DialogMessages.contactFetchFailed,
  );

  const loaded = inbox.data ?? null;
  const all = loaded?.messages ?? [];
  const visible = useMemo(
    () => (loaded?.messages ?? []).filter((message) => matchesSearch(message, search)),
    [loaded, search],
  );
  // A deleted message leaves the cached list, and so the detail pane, by itself.
  const selected = all.find((message) => message._id === selectedId) ?? null;

  const { refetch } = inbox;
  const refresh = useCallback(() => {
    setSelectedId(null);
    void refetch();
  }, [refetch]);

  const open = (message: ContactMessage) => {
    setSelectedId(message._id);
    markRead(message);
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
            <SaveViewButton list="contacts" query={view.query} />
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
        onChange={(text) => view.update({ search: text })}
      />
      <ListViewNotes notes={view.notes} />

      {inbox.status === 'pending' ? <LoadingView label="Loading messages..." /> : null}
      {inbox.status === 'error' ? (
        <LoadErrorPanel
          title={DialogMessages.contactFetchFailed}
          error={inbox.error}
          onRetry={refresh}
        />
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
              {loaded.unread > 0 ? (
                <span className={ui.badge} role="status">
                  {loaded.unread} unread
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
              <>
                <ContactBulkActions shown={visible} selection={selection} />
                <ContactMessageList
                  messages={visible}
                  selectBox={(message) => (
                    <RowCheckbox row={contactRowOf(message)} selection={selection} />
                  )}
                  selectedId={selected?._id ?? null}
                  onOpen={open}
                  onDelete={(message) => void deleteMessage(message)}
                />
              </>
            )}
          </section>
          {selected ? (
            <ContactMessageDetail
              message={selected}
              onDelete={(message) => void deleteMessage(message)}
            />
          ) : (
            <NoMessageOpen />
          )}
        </div>
      ) : null}
    </>
  );
}
