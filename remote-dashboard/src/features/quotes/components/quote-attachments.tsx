import { getApiErrorMessage, type QuoteRequest } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { showError } from '../../../lib/dialogs';
import { downloadQuoteAttachment } from '../api/download-quote-attachment';
import ui from '../../../components/ui.module.css';
import styles from './quotes.module.css';
import { DashboardMessages } from '../../../config/messages';

/** The files sent with a request, each a download (for an admin and for the owner alike). */
export function QuoteAttachments({ quote }: { quote: QuoteRequest }) {
  const api = useApi();
  return (
    <section aria-labelledby={`td-quote-files-${quote._id}`}>
      <h3 id={`td-quote-files-${quote._id}`} className={styles.subheading}>
        Attachments ({quote.attachments.length})
      </h3>
      {quote.attachments.length === 0 ? (
        <p className={ui.hint}>No files attached.</p>
      ) : (
        <ul className={styles.files}>
          {quote.attachments.map((attachment) => (
            <li key={attachment.id}>
              <button
                type="button"
                className={ui.buttonGhost}
                onClick={() =>
                  downloadQuoteAttachment(api, quote._id, attachment).catch((error: unknown) =>
                    showError(DashboardMessages.downloadFailed, getApiErrorMessage(error, '')),
                  )
                }
              >
                Download {attachment.fileName}
              </button>{' '}
              <span className={ui.hint}>
                {attachment.contentType}, {Math.ceil(attachment.size / 1024)} KB
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
