import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

/**
 * The first thing Tab reaches on every page: moves focus past the navigation to the page's
 * <main>. Each page (the shell's own or a remote's) renders exactly one <main>, with the id
 * `main-content` so the link's target exists for assistive technology too; the click handler
 * still finds the <main> at click time, whatever renders it.
 */
export function SkipLink() {
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href="#main-content" className={styles.skipLink} onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
