import styles from './config-error-screen.module.css';

/** Shown instead of the app when /runtime-config.json is missing or wrong. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main id="main-content" tabIndex={-1} className={styles.screen}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>The app could not start</h1>
        <p>The runtime configuration (/runtime-config.json) has these problems:</p>
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p className={styles.hint}>Fix the file served beside the shell and reload the page.</p>
      </div>
    </main>
  );
}
