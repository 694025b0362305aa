import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import logoUrl from '../assets/logo.svg';
import { brand } from '../config/brand';
import { paths } from '../config/paths';
import styles from './auth-page.module.css';

interface AuthPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: brand panel and a card with the form. */
export function AuthPage({ title, subtitle, children }: AuthPageProps) {
  return (
    <main id="main-content" tabIndex={-1} className={styles.page}>
      <aside className={styles.brandPanel}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <img src={logoUrl} alt="" width={48} height={48} />
          <span>{brand.name}</span>
        </Link>
        <p className={styles.tagline}>{brand.tagline}</p>
        <ul className={styles.points}>
          <li>Custom tailoring and bulk manufacturing</li>
          <li>Fabric sourcing and quality control</li>
          <li>Your orders, projects and partners in one dashboard</li>
        </ul>
      </aside>
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </section>
    </main>
  );
}
