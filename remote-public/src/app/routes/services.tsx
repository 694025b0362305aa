import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageIntro } from '../../components/page-intro';
import companyStyles from '../../features/company/components/company.module.css';
import buttonStyles from '../../components/link-button.module.css';
import styles from './routes.module.css';

const services = [
  {
    title: 'Custom Tailoring',
    description:
      'Made-to-measure shirts, suits and dresses cut from your measurements or size charts, with fittings and adjustments until the garment is right.',
  },
  {
    title: 'Bulk Manufacturing',
    description:
      'Production runs of 300–1,000 pieces per colour and style on dedicated lines, with weekly progress photos and a fixed delivery date.',
  },
  {
    title: 'Fabric Sourcing',
    description:
      'Wovens, knits, denim and certified organic or recycled fabrics from audited mills, with lab dips and strike-offs before bulk.',
  },
  {
    title: 'Quality Control',
    description:
      'Inline checks at every stage and a final AQL 2.5/4.0 inspection against your approved sample and graded spec sheet.',
  },
];

const processSteps = [
  {
    title: 'Consultation',
    description:
      'We study your designs, target price and quantities, and suggest fabrics and constructions that fit them.',
  },
  {
    title: 'Planning',
    description:
      'Samples, size sets and a production calendar are agreed before a single metre of bulk fabric is cut.',
  },
  {
    title: 'Production',
    description:
      'Cutting, sewing and finishing on dedicated lines, with inline quality checks and weekly updates.',
  },
  {
    title: 'Delivery',
    description:
      'Final inspection, packing to your labelling rules and shipping by sea, air or courier.',
  },
];

export function ServicesRoute() {
  return (
    <>
      <PageIntro eyebrow="What we do" title="Our Services">
        <p>
          Four services, one team. Use one of them or all four: we plan the work around your
          collection, your calendar and your budget.
        </p>
      </PageIntro>
      <ul className={styles.cards}>
        {services.map((service) => (
          <li key={service.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{service.title}</h2>
            <p className={styles.cardText}>{service.description}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="tp-process-heading">
        <h2 id="tp-process-heading" className={styles.sectionTitle}>
          Our Process
        </h2>
        <ol className={companyStyles.steps}>
          {processSteps.map((step) => (
            <li key={step.title} className={companyStyles.step}>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.actions}>
        <Link to={paths.requestQuote.getHref()} className={buttonStyles.primary}>
          Request a Quote
        </Link>
      </div>
    </>
  );
}
