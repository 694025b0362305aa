import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SavedViewList } from '@threadline/contracts';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../lib/use-logout';
import { Sidebar } from './sidebar';
import styles from './dashboard-layout.module.css';

const SIDEBAR_ID = 'td-dashboard-sidebar';

/** Sidebar + page. Below 1024 px the sidebar is a drawer behind a toggle button. */
export function DashboardLayout({
  unreadThreadsBadge,
  savedViews,
}: {
  unreadThreadsBadge?: ReactNode;
  /** A list's saved views for the sidebar; `onNavigate` closes the drawer. */
  savedViews?: (list: SavedViewList, listLabel: string, onNavigate: () => void) => ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open drawer and puts focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className={styles.layout}>
      <div className={styles.topBar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Dashboard menu
        </button>
      </div>
      {menuOpen ? <div className={styles.scrim} onClick={closeMenu} aria-hidden="true" /> : null}
      <Sidebar
        id={SIDEBAR_ID}
        open={menuOpen}
        onNavigate={closeMenu}
        unreadThreadsBadge={unreadThreadsBadge}
        savedViews={savedViews && ((list, label) => savedViews(list, label, closeMenu))}
        onLogout={() => {
          closeMenu();
          void logout();
        }}
      />
      {/* The shell's skip link targets #main-content on every page. */}
      <main id="main-content" tabIndex={-1} className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
