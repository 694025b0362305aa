import type { ReactNode } from 'react';
import styles from './table-scroll.module.css';

/**
 * The box a table wider than a phone scrolls in: focusable and named, so a keyboard user can
 * reach it and scroll it with the arrow keys, and a screen reader says what it holds.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${className} ${styles.tableScroll}` : styles.tableScroll}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
