import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../lib/use-logout';
import { Sidebar } from './sidebar';
import styles from './dashboard-layout.module.css';

const SIDEBAR_ID = 'td-dashboard-sidebar';

/** Sidebar + page. Below 1024 px the sidebar is a drawer behind a toggle button. */
export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className={styles.layout}>
      <div className={styles.topBar}>
        <button
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
        onLogout={() => {
          closeMenu();
          void logout();
        }}
      />
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
