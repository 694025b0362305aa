import { useRef } from 'react';
import { anchors } from '../../../config/paths';
import { SectionHeading } from '../../../components/section-heading';
import { useInView } from '@threadline/web-kit/use-in-view';
import styles from './production-section.module.css';

const productionFeatures = [
  {
    title: 'Advanced Machinery',
    description:
      'Computer-guided cutting tables, lockstitch and overlock lines and automated pressing keep every panel consistent from the first piece to the thousandth.',
  },
  {
    title: 'Fast Production',
    description:
      'Parallel sewing lines and a planning team that books capacity the day you confirm let us ship bulk orders in 45–75 days after sample approval.',
  },
  {
    title: 'Quality Assurance',
    description:
      'Inline checks at cutting, sewing and finishing, then a final AQL 2.5/4.0 inspection, so problems are fixed on the line rather than found in your warehouse.',
  },
  {
    title: '24/7 Operations',
    description:
      'Shifts run around the clock in peak season and our merchandisers answer messages across time zones, so your order keeps moving while you sleep.',
  },
];

const processSteps = [
  {
    title: 'Design & Planning',
    description:
      'We review your tech pack, source fabric and trims, cut a sample and agree sizes, costs and a delivery date with you.',
  },
  {
    title: 'Manufacturing',
    description:
      'After your approval of the pre-production sample, bulk cutting, sewing and finishing start on dedicated lines with weekly progress photos.',
  },
  {
    title: 'Quality & Delivery',
    description:
      'Every carton is inspected, packed to your labelling rules and shipped by sea, air or courier on FOB, CIF or DDP terms.',
  },
];

/** Capabilities, four feature cards and the three-step process; fades in at 10 % visibility. */
export function ProductionSection() {
  const ref = useRef<HTMLElement>(null);
  const visible = useInView(ref, { threshold: 0.1, rootMargin: '0px 0px -50px 0px' });

  return (
    <section
      ref={ref}
      id={anchors.production}
      className={`${styles.section} ${visible ? styles.visible : ''}`}
      aria-labelledby="tp-production-heading"
    >
      <SectionHeading
        id="tp-production-heading"
        eyebrow="Production"
        title="Inside Our Production Floor"
        lead="Our workshops combine skilled tailors with modern equipment. One team follows your order from the first sketch to the shipped carton, so nothing is lost between departments."
      />
      <ul className={styles.features}>
        {productionFeatures.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.featureText}>{feature.description}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.processHeading}>How an order moves through production</h3>
      <ol className={styles.process}>
        {processSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h4 className={styles.stepTitle}>{step.title}</h4>
            <p className={styles.featureText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
