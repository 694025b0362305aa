import ui from '../../../components/ui.module.css';
import styles from './releases.module.css';

/**
 * What the page's words mean, for the person who previews a release rather than ships it: each
 * part of the site is released on its own, and a release is live, on trial or staged.
 */
export function ReleaseGuide() {
  return (
    <section aria-labelledby="release-guide-heading" className={`${ui.card} ${styles.guide}`}>
      <h2 id="release-guide-heading" className={styles.guideHeading}>
        How releases reach visitors
      </h2>
      <p className={ui.hint}>
        The public site and this dashboard are released separately: a new version of one never
        changes the other. Each new version is a <em>release</em>, named by the time it was built.
      </p>
      <dl className={styles.guideTerms}>
        <div>
          <dt>Live</dt>
          <dd>The version every visitor gets now.</dd>
        </div>
        <div>
          <dt>On trial</dt>
          <dd>
            A new version shown to a share of visitors (say 20%) while the others keep the live one.
            If it shows clearly more errors than the live version, the trial ends by itself and
            everyone is back on the live one. Otherwise the team makes it live for everyone.
          </dd>
        </div>
        <div>
          <dt>Ready to preview</dt>
          <dd>
            A version no visitor sees yet. A preview link opens the site with it, with a banner
            saying so, for whoever has the link, until the link expires. Opening it changes nothing
            for anyone else.
          </dd>
        </div>
      </dl>
    </section>
  );
}
