import ui from './ui.module.css';

/**
 * What a list's URL (a saved view, a bookmark) asked for that the list no longer has: a status
 * or a field gone since. The list opens without it and says so, rather than failing.
 */
export function ListViewNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div role="note" aria-label="About this view" className={ui.emptyState}>
      {notes.map((note) => (
        <p key={note} className={ui.emptyText}>
          {note}
        </p>
      ))}
    </div>
  );
}
