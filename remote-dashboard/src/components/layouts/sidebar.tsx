import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { SavedViewList } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { DEFAULT_PROFILE_IMAGE, paths } from '../../config/paths';
import avatarFallback from '../../assets/avatar-fallback.svg';
import styles from './dashboard-layout.module.css';

interface SidebarLink {
  label: string;
  to: string;
  end?: boolean;
  /** Shows how many conversations wait unread (My Quotes, Quote Requests). */
  unreadThreads?: true;
  /** The list whose saved views show under the link. */
  views?: SavedViewList;
}

const memberLinks: SidebarLink[] = [
  { label: 'Profile', to: paths.profile.getHref() },
  { label: 'My Quotes', to: paths.myQuotes.getHref(), unreadThreads: true },
  { label: 'My Orders', to: paths.myOrders.getHref() },
  { label: 'Styles', to: paths.styles.getHref() },
];
const adminLinks: SidebarLink[] = [
  { label: 'Manage Users', to: paths.manageUsers.getHref(), views: 'users' },
  { label: 'Show Contact Data', to: paths.contactMessages.getHref(), views: 'contacts' },
  { label: 'Add Category Form', to: paths.addCategory.getHref() },
  { label: 'Show Category Data', to: paths.categories.getHref() },
  {
    label: 'Quote Requests',
    to: paths.quoteRequests.getHref(),
    unreadThreads: true,
    views: 'quotes',
  },
  { label: 'Orders', to: paths.orders.getHref(), views: 'orders' },
  { label: 'Activity Log', to: paths.activityLog.getHref(), views: 'audit' },
  { label: 'Releases', to: paths.releases.getHref() },
  { label: 'Styles', to: paths.styles.getHref() },
  { label: 'Trash', to: paths.trash.getHref(), views: 'trash' },
];

function useAvatarFallback() {
  const [failed, setFailed] = useState(false);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Swap once only, so a broken fallback cannot loop.
    if (!failed) {
      setFailed(true);
      event.currentTarget.src = avatarFallback;
    }
  };
  return onError;
}

export function Sidebar({
  id,
  open,
  onNavigate,
  onLogout,
  unreadThreadsBadge,
  savedViews,
}: {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onLogout: () => void;
  /** Drawn beside the links to conversations; the app passes the conversations feature's badge. */
  unreadThreadsBadge?: ReactNode;
  /** A list's saved views, under its link; the app passes the views feature's. */
  savedViews?: (list: SavedViewList, listLabel: string) => ReactNode;
}) {
  const { user, isAdmin } = useRemote();
  const onAvatarError = useAvatarFallback();
  const name = user?.displayName || user?.email?.split('@')[0] || 'Member';
  const links = isAdmin ? adminLinks : memberLinks;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <aside id={id} className={`${styles.sidebar} ${open ? styles.sidebarOpen : ''}`}>
      <div className={styles.identity}>
        <img
          className={styles.avatar}
          src={user?.photoURL || DEFAULT_PROFILE_IMAGE}
          alt={`${name}'s profile photo`}
          onError={onAvatarError}
          width={72}
          height={72}
        />
        <p className={styles.name}>{name}</p>
        {user?.email ? <p className={styles.email}>{user.email}</p> : null}
        {isAdmin ? <span className={styles.badge}>Admin</span> : null}
      </div>
      <nav aria-label="Dashboard" className={styles.nav}>
        <ul className={styles.links}>
          <li>
            <NavLink to={paths.home.getHref()} className={styles.link} onClick={onNavigate}>
              Home
            </NavLink>
          </li>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
                {link.label}
                {link.unreadThreads ? unreadThreadsBadge : null}
              </NavLink>
              {link.views && savedViews ? savedViews(link.views, link.label) : null}
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={styles.logout} onClick={onLogout}>
        Logout
      </button>
    </aside>
  );
}
