import { useQueryClient } from '@tanstack/react-query';
import { BulkMessages, type ContactBulkAction, type ContactMessage } from '@threadline/contracts';
import { BulkBar } from '../../../components/bulk-bar';
import { useBulkAction } from '../../../lib/use-bulk-action';
import type { RowSelection } from '../../../lib/use-row-selection';
import { useBulkUpdateContactMessages } from '../api/bulk-update-contact-messages';
import { contactKeys } from '../api/contact-keys';
import ui from '../../../components/ui.module.css';

export const contactRowOf = (message: ContactMessage) => ({
  id: message._id,
  label: `${message.name} (${message.email})`,
});

const ACTIONS: Array<{ action: ContactBulkAction; button: string; className: string }> = [
  { action: 'mark_read', button: 'Mark selected read', className: ui.button },
  { action: 'delete', button: 'Delete selected', className: ui.buttonDanger },
];

/** The inbox's bulk bar: mark the selected messages read, or delete them (with Undo). */
export function ContactBulkActions({
  shown,
  selection,
}: {
  shown: ContactMessage[];
  selection: RowSelection;
}) {
  const queryClient = useQueryClient();
  const bulk = useBulkAction();
  const { mutateAsync } = useBulkUpdateContactMessages();

  const run = async (action: ContactBulkAction, button: string) => {
    const ids = [...selection.rows.keys()];
    const answer = await bulk({
      confirmText: BulkMessages.contactActionText(action, ids.length),
      confirmButtonText: button,
      labels: selection.rows,
      perform: () => mutateAsync({ action, ids }),
      undo:
        action === 'delete'
          ? { onRestored: () => queryClient.invalidateQueries({ queryKey: contactKeys.inbox() }) }
          : undefined,
    });
    if (answer) selection.clear();
  };

  return (
    <BulkBar label="Contact messages" pageRows={shown.map(contactRowOf)} selection={selection}>
      {ACTIONS.map(({ action, button, className }) => (
        <button
          key={action}
          type="button"
          className={className}
          disabled={selection.count === 0}
          onClick={() => void run(action, button)}
        >
          {button}
        </button>
      ))}
    </BulkBar>
  );
}
