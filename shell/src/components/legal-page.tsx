import type { ReactNode } from 'react';
import styles from './legal-page.module.css';

interface LegalPageProps {
  title: string;
  updated: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <main id="main-content" tabIndex={-1}>
      <article className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Last updated: {updated}</p>
        <div className={styles.body}>{children}</div>
      </article>
    </main>
  );
}
