import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { images } from '../../assets/media/media-files';
import { PageIntro } from '../../components/page-intro';
import { ResponsivePicture } from '../../components/responsive-picture';
import { AboutTeam } from '../../features/company/components/about-team';
import { AboutTimeline } from '../../features/company/components/about-timeline';
import buttonStyles from '../../components/link-button.module.css';
import companyStyles from '../../features/company/components/company.module.css';
import styles from './routes.module.css';

const aboutStats = [
  { value: '15+', label: 'Years of experience' },
  { value: '500+', label: 'Projects delivered' },
  { value: '50+', label: 'Clients worldwide' },
  { value: '99%', label: 'Quality rating' },
];

const values = [
  {
    title: 'Precision',
    description:
      'Every pattern is graded, every marker is checked and every seam is measured against the approved sample.',
  },
  {
    title: 'Quality',
    description: 'We would rather stop a line than ship a garment we would not wear ourselves.',
  },
  {
    title: 'Partnership',
    description:
      'We plan with our clients, share problems early and grow with them from first sample to repeat order.',
  },
  {
    title: 'Innovation',
    description:
      'New machinery, better cutting plans and responsible fabrics keep our garments competitive and our waste low.',
  },
];

export function AboutRoute() {
  return (
    <>
      <PageIntro eyebrow="About us" title="About Threadline">
        <p>
          Since 2009 we have made garments for clothing brands and retailers: custom tailoring, bulk
          manufacturing, fabric sourcing and quality control, all from one team.
        </p>
      </PageIntro>

      <dl className={styles.cards}>
        {aboutStats.map((stat) => (
          <div key={stat.label} className={styles.card}>
            <dt className={styles.cardText}>{stat.label}</dt>
            <dd className={styles.categoryTitle}>{stat.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="tp-story-heading">
        <h2 id="tp-story-heading" className={styles.sectionTitle}>
          Our Story
        </h2>
        <div className={companyStyles.story}>
          <div className={styles.prose}>
            <p>
              Threadline started in 2009 as a small tailoring workshop with twelve sewing machines
              and one promise: garments that fit the way the sample did. Local boutiques came first,
              then regional brands that needed the same care at a larger scale.
            </p>
            <p>
              Today our cutting room, sewing lines and finishing floor produce everything from
              made-to-measure suits to uniform programmes of tens of thousands of pieces. The
              promise has not changed; only the number of machines has.
            </p>
          </div>
          <ResponsivePicture
            image={images['about-workshop']}
            alt="Our workshop in Tejgaon: a cream building with a saw-tooth roof, a loading bay and a delivery van outside."
            sizes="(min-width: 800px) 736px, 92vw"
            className={companyStyles.storyImage}
          />
        </div>
      </section>

      <section aria-labelledby="tp-values-heading">
        <h2 id="tp-values-heading" className={styles.sectionTitle}>
          Our Values
        </h2>
        <ul className={styles.cards}>
          {values.map((value) => (
            <li key={value.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p className={styles.cardText}>{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tp-mission-heading">
        <h2 id="tp-mission-heading" className={styles.sectionTitle}>
          Mission &amp; Vision
        </h2>
        <ul className={styles.cards}>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Our Mission</h3>
            <p className={styles.cardText}>
              To make well-made garments accessible to brands of every size, with honest lead times,
              clear pricing and quality that holds up wash after wash.
            </p>
          </li>
          <li className={styles.card}>
            <h3 className={styles.cardTitle}>Our Vision</h3>
            <p className={styles.cardText}>
              To be the manufacturing partner brands recommend to each other: known for precision,
              responsible sourcing and people who pick up the phone.
            </p>
          </li>
        </ul>
      </section>

      <AboutTimeline />
      <AboutTeam />

      <div className={styles.actions}>
        <Link to={paths.contact.getHref()} className={buttonStyles.primary}>
          Contact Us
        </Link>
        <Link to={paths.products.getHref()} className={buttonStyles.secondary}>
          View Our Products
        </Link>
      </div>
    </>
  );
}
