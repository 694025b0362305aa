import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { usePageScrollLock } from '@threadline/web-kit/remote-context';
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

/**
 * A modal dialog over a dimmed backdrop, shared by the video player and the gallery lightbox.
 * While open the shell holds the page still, and Tab stays inside; Escape or a click outside closes it;
 * on close, focus goes back to where it came from (or to `returnFocus()`, when given).
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  onKeyDown,
  initialFocus,
  returnFocus,
  className,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  /** Keys other than Escape and Tab, e.g. the lightbox's arrows. */
  onKeyDown?: (event: KeyboardEvent) => void;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
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
        const active = document.activeElement;
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
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.dialog} ${className ?? ''}`}
      >
        {children}
      </div>
    </div>
  );
}
