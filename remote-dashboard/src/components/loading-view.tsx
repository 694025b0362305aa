import styles from './loading-view.module.css';

export function LoadingView({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
