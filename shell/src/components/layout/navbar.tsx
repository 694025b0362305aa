import type { SessionUser } from '@threadline/contracts';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { ShuffleText } from '../shuffle-text';
import { MID_SIZE_ITEM_COUNT, NAVIGATION_ITEMS, type NavigationItem } from './navigation-items';
import styles from './navbar.module.css';

interface NavbarProps {
  user: SessionUser | null;
  onLogout: () => Promise<void>;
}

export function Navbar({ user, onLogout }: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 50);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeMenu = () => setMenuOpen(false);

  const goToAnchor = (event: MouseEvent<HTMLAnchorElement>, item: NavigationItem) => {
    event.preventDefault();
    closeMenu();
    const anchor = item.href.slice(1);
    if (location.pathname === paths.home.path) {
      document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth' });
    } else {
      navigate(paths.homeSection.getHref(anchor));
    }
  };

  const logout = async () => {
    closeMenu();
    try {
      await onLogout();
      navigate(paths.home.getHref());
    } catch (error) {
      console.error('Logout failed', error);
    }
  };

  const itemLink = (item: NavigationItem, className: string) =>
    item.isExternal ? (
      <a
        href={paths.homeSection.getHref(item.href.slice(1))}
        className={location.hash === item.href ? `${className} ${styles.active}` : className}
        onClick={(event) => goToAnchor(event, item)}
      >
        <ShuffleText text={item.name} />
      </a>
    ) : (
      <NavLink
        to={item.href}
        end={item.href === paths.home.path}
        className={({ isActive }) => (isActive ? `${className} ${styles.active}` : className)}
        onClick={closeMenu}
      >
        <ShuffleText text={item.name} />
      </NavLink>
    );

  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}>
      <nav className={styles.bar} aria-label="Main">
        <Link to={paths.home.getHref()} className={styles.brand}>
          <img src={logoUrl} alt="" width={36} height={36} />
          <span className={styles.brandName}>{brand.name}</span>
        </Link>

        <ul className={styles.items}>
          {NAVIGATION_ITEMS.map((item, index) => (
            <li
              key={item.name}
              className={index >= MID_SIZE_ITEM_COUNT ? styles.wideOnly : undefined}
            >
              {itemLink(item, styles.item)}
            </li>
          ))}
        </ul>

        <div className={styles.account}>
          {/* A way in to the quote pipeline from every page (an addition to the spec's bar). */}
          <NavLink
            to={paths.requestQuote.getHref()}
            className={({ isActive }) =>
              isActive ? `${styles.quoteCta} ${styles.active}` : styles.quoteCta
            }
          >
            Request a Quote
          </NavLink>
          {user ? (
            <>
              <NavLink
                to={paths.dashboard.getHref()}
                className={({ isActive }) =>
                  isActive ? `${styles.cta} ${styles.active}` : styles.cta
                }
              >
                Dashboard
              </NavLink>
              <button type="button" className={styles.logout} onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            <Link to={paths.signUp.getHref()} className={styles.cta}>
              Sign Up
            </Link>
          )}
        </div>

        <button
          type="button"
          className={styles.menuButton}
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
        </button>
      </nav>

      {menuOpen && (
        <div id={menuId} className={styles.mobileMenu}>
          <ul>
            {NAVIGATION_ITEMS.map((item) => (
              <li key={item.name}>{itemLink(item, styles.mobileItem)}</li>
            ))}
            <li>
              <Link
                to={paths.requestQuote.getHref()}
                className={`${styles.mobileItem} ${styles.mobileQuote}`}
                onClick={closeMenu}
              >
                Request a Quote
              </Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link
                    to={paths.dashboard.getHref()}
                    className={styles.mobileItem}
                    onClick={closeMenu}
                  >
                    Dashboard
                  </Link>
                </li>
                <li>
                  <button type="button" className={styles.mobileItem} onClick={logout}>
                    Logout
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link to={paths.signUp.getHref()} className={styles.mobileItem} onClick={closeMenu}>
                  Sign Up
                </Link>
              </li>
            )}
          </ul>
        </div>
      )}
    </header>
  );
}
