import styles from './loading-view.module.css';

interface LoadingViewProps {
  label?: string;
  /** Fill the viewport instead of the surrounding block. */
  fullScreen?: boolean;
}

export function LoadingView({ label = 'Loading…', fullScreen = false }: LoadingViewProps) {
  return (
    <div
      className={fullScreen ? `${styles.view} ${styles.fullScreen}` : styles.view}
      role="status"
      aria-live="polite"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
