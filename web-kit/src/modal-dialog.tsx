import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { usePageScrollLock } from './remote-context';
import styles from './modal-dialog.module.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface ModalDialogProps {
  /** A heading (with a Close button) drawn by the dialog; or name it with `labelledBy`. */
  title?: string;
  /** The id of a heading the content renders itself (the video player, the lightbox). */
  labelledBy?: string;
  describedBy?: string;
  onClose: () => void;
  /** Keys other than Escape and Tab, e.g. the lightbox's arrows. */
  onKeyDown?: (event: KeyboardEvent) => void;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null | undefined;
  /** The app's own look (width, colours); the frame keeps the dialog inside the viewport. */
  className?: string;
  backdropClassName?: string;
  children: ReactNode;
}

/**
 * The one modal dialog of the front ends (issue 26): over a dimmed backdrop, the page held still
 * by the shell, Tab kept inside, Escape, the Close button or a click outside closing it, and
 * focus back where it came from (or `returnFocus()`) afterwards. It never grows past the
 * viewport: its content scrolls inside it, so a form's actions stay reachable on a short screen.
 * While another dialog is stacked over it (a confirmation), it leaves that one's keys alone.
 */
export function ModalDialog({
  title,
  labelledBy,
  describedBy,
  onClose,
  onKeyDown,
  initialFocus,
  returnFocus,
  className,
  backdropClassName,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest callbacks, read by listeners that are attached once per opening.
  const handlers = useRef({ onClose, onKeyDown, returnFocus });
  useEffect(() => {
    handlers.current = { onClose, onKeyDown, returnFocus };
  });
  usePageScrollLock();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialogRef.current)?.focus();

    const onDocumentKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      const active = document.activeElement;
      const inAnotherDialog =
        active instanceof Element &&
        !dialog.contains(active) &&
        active.closest('[role="dialog"], [role="alertdialog"], dialog') !== null;
      if (inAnotherDialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'Tab') {
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (focusable.length === 0) {
          event.preventDefault();
          dialog.focus();
          return;
        }
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const outside = !dialog.contains(active);
        if (event.shiftKey && (active === first || active === dialog || outside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || outside)) {
          event.preventDefault();
          first.focus();
        }
      } else {
        handlers.current.onKeyDown?.(event);
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      const target = handlers.current.returnFocus?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
    // Runs once per opening: the focus target and the opener are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      className={backdropClassName ? `${styles.backdrop} ${backdropClassName}` : styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
      >
        {title ? (
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
