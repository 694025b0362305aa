import type { SessionUser } from '@threadline/contracts';
import { Outlet, useLocation } from 'react-router-dom';
import { PAGES_WITHOUT_CHROME } from '../../config/paths';
import { Footer } from './footer';
import { Navbar } from './navbar';

interface MainLayoutProps {
  user: SessionUser | null;
  onLogout: () => Promise<void>;
}

/** The public pages' frame: navigation bar and footer, except on /, /login and /signup. */
export function MainLayout({ user, onLogout }: MainLayoutProps) {
  const { pathname } = useLocation();
  const showChrome = !PAGES_WITHOUT_CHROME.includes(pathname);
  return (
    <>
      {showChrome && <Navbar user={user} onLogout={onLogout} />}
      {/* No <main> here: each page (a shell page or a remote's) renders its own. */}
      <Outlet />
      {showChrome && <Footer />}
    </>
  );
}
