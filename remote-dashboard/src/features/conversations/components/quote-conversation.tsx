import { useApi } from '@threadline/web-kit/remote-context';
import { ThreadConversation } from '@threadline/web-kit/thread-conversation';
import { downloadThreadAttachment } from '../api/download-thread-attachment';
import { useQuoteThread } from '../api/get-quote-thread';
import { usePostThreadMessage } from '../api/post-thread-message';

/**
 * The conversation on one quote request, for its buyer and the team: opening it marks the thread
 * read. `canWriteNotes` (admins) adds the internal-note choice.
 */
export function QuoteConversation({
  quoteId,
  canWriteNotes = false,
}: {
  quoteId: string;
  canWriteNotes?: boolean;
}) {
  const api = useApi();
  const thread = useQuoteThread(quoteId);
  const post = usePostThreadMessage(quoteId);
  return (
    <ThreadConversation
      id={quoteId}
      thread={thread}
      canWriteNotes={canWriteNotes}
      send={(input) => post.mutateAsync(input)}
      download={(attachment) => downloadThreadAttachment(api, quoteId, attachment)}
    />
  );
}
