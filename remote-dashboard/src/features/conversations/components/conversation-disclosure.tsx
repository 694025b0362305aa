import { useState } from 'react';
import ui from '../../../components/ui.module.css';
import { QuoteConversation } from './quote-conversation';

/** A closed conversation that loads (and is marked read) only when the person opens it. */
export function ConversationDisclosure({ quoteId }: { quoteId: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <QuoteConversation quoteId={quoteId} />
  ) : (
    <button type="button" className={ui.buttonGhost} onClick={() => setOpen(true)}>
      Open conversation
    </button>
  );
}
