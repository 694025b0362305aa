import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useRemote } from '@threadline/web-kit/remote-context';
import { images } from '../../../assets/media/media-files';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { anchors, paths } from '../../../config/paths';
import { scrollToAnchor } from '../../../lib/motion';
import { useInView } from '@threadline/web-kit/use-in-view';
import { HERO_HEADING } from '../hero-heading';
import { useTypedText } from '../hooks/use-typed-text';
import { HeroStats } from './hero-stats';
import buttonStyles from '../../../components/link-button.module.css';
import styles from './hero.module.css';

const HERO_DESCRIPTION =
  'From custom tailoring to bulk manufacturing, we turn your designs into garments that are cut, sewn and checked by hand, on schedule and at the scale your brand needs.';

/**
 * The home page's opening card. The shell hides its navigation bar on the home page, so the
 * hero carries its own short navigation.
 */
export function Hero() {
  const { user } = useRemote();
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const descriptionVisible = useInView(descriptionRef, { threshold: 0.1 });
  const typed = useTypedText(HERO_DESCRIPTION, descriptionVisible);

  return (
    <section id={anchors.home} className={styles.hero} aria-labelledby="tp-hero-heading">
      <nav className={styles.nav} aria-label="Home page">
        <span className={styles.brand}>Threadline</span>
        <ul className={styles.navLinks}>
          <li>
            <Link to={paths.about.getHref()}>About</Link>
          </li>
          <li>
            <Link to={paths.products.getHref()}>Products</Link>
          </li>
          <li>
            <Link to={paths.contact.getHref()}>Contact</Link>
          </li>
          <li>
            {user ? (
              <Link to={paths.dashboard.getHref()} className={styles.navCta}>
                Dashboard
              </Link>
            ) : (
              <Link to={paths.signUp.getHref()} className={styles.navCta}>
                Sign Up
              </Link>
            )}
          </li>
        </ul>
      </nav>

      <div className={styles.layout}>
        <div className={styles.content}>
          <p className={styles.eyebrow}>Garment manufacturing and sourcing since 2009</p>
          <h1 id="tp-hero-heading" className={styles.headline}>
            {HERO_HEADING}
          </h1>
          <p ref={descriptionRef} className={styles.description}>
            <span className={styles.visuallyHidden}>{HERO_DESCRIPTION}</span>
            {/* The full text, invisible, holds the paragraph's final size while it types. */}
            <span className={styles.typeStack} aria-hidden="true">
              <span className={styles.typeGhost}>{HERO_DESCRIPTION}</span>
              <span>
                {typed}
                <span className={styles.caret} />
              </span>
            </span>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => scrollToAnchor(anchors.products)}
            >
              Explore Our Work
            </button>
            <button
              type="button"
              className={`${buttonStyles.secondary} ${styles.secondaryOnDark}`}
              onClick={() => scrollToAnchor(anchors.production)}
            >
              Watch Production
            </button>
            <Link
              to={paths.requestQuote.getHref()}
              className={`${buttonStyles.secondary} ${styles.secondaryOnDark}`}
            >
              Request a Quote
            </Link>
          </div>
        </div>
        <ResponsivePicture
          image={images['hero-atelier']}
          alt="A workshop corner: shirts, a tee and a suit jacket on a clothes rail, a dress form with a tape measure, and rolls of fabric under the window."
          sizes="(min-width: 1200px) 500px, (min-width: 960px) 42vw, 92vw"
          eager
          className={styles.illustration}
        />
      </div>

      <HeroStats />
    </section>
  );
}
