import { Link } from 'react-router-dom';
import { anchors, paths } from '../../config/paths';
import { AboutIntro } from '../../features/company/components/about-intro';
import { WhyChooseUsSection } from '../../features/benefits/components/why-choose-us-section';
import { CategoriesSection } from '../../features/categories/components/categories-section';
import { Hero } from '../../features/hero/components/hero';
import { ProductionSection } from '../../features/production/components/production-section';
import { VideoSection } from '../../features/production/components/video-section';
import buttonStyles from '../../components/link-button.module.css';
import styles from './routes.module.css';

export function HomeRoute() {
  return (
    <>
      <Hero />
      <AboutIntro />
      <VideoSection />
      <ProductionSection />
      <CategoriesSection />
      <WhyChooseUsSection />
      <section id={anchors.contact} className={styles.callout} aria-labelledby="tp-callout-heading">
        <h2 id="tp-callout-heading" className={styles.calloutTitle}>
          Ready to start your next collection?
        </h2>
        <p className={styles.calloutText}>
          Send us your tech pack or a reference garment. We reply within 24 hours with questions, a
          sampling plan and a first estimate.
        </p>
        <div className={styles.calloutActions}>
          <Link to={paths.requestQuote.getHref()} className={buttonStyles.primary}>
            Get a Quote
          </Link>
          <Link to={paths.about.getHref()} className={`${buttonStyles.secondary} ${styles.onDark}`}>
            About Us
          </Link>
        </div>
      </section>
    </>
  );
}
