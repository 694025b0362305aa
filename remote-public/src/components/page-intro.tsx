import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** The banner that opens every inner page: a short eyebrow, the page's one h1 and a lead. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.intro}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </header>
  );
}
