import { anchors } from '../../../config/paths';
import { SectionHeading } from '../../../components/section-heading';
import { Testimonials } from './testimonials';
import styles from './why-choose-us-section.module.css';

const benefits = [
  {
    title: 'Experienced Craftspeople',
    description:
      'Our tailors and pattern makers have been cutting and sewing for brands since 2009; many have trained the next generation on our own floor.',
  },
  {
    title: 'Quality You Can Measure',
    description:
      'Graded spec sheets, inline checks and a final AQL 2.5/4.0 inspection mean every shipment matches the sample you approved.',
  },
  {
    title: 'Flexible Order Sizes',
    description:
      'Start with 3–5 samples per style and grow to bulk runs of 300–1,000 pieces per colour without changing partner.',
  },
  {
    title: 'Reliable Lead Times',
    description:
      'We book capacity when you confirm, send weekly progress photos and ship bulk orders 45–75 days after pre-production approval.',
  },
  {
    title: 'Responsible Sourcing',
    description:
      'Certified organic and recycled fabrics, audited mills and careful cutting plans that keep waste low.',
  },
  {
    title: 'One Point of Contact',
    description:
      'A dedicated merchandiser follows your order from tech pack to delivery and answers within 24 hours.',
  },
];

const trackRecord = [
  { value: '500+', label: 'Projects completed' },
  { value: '99%', label: 'Client satisfaction' },
  { value: '50+', label: 'Happy clients' },
  { value: '15+', label: 'Years in business' },
];

/** Six benefits, the track record and the testimonial rows (anchor why-choose-us). */
export function WhyChooseUsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section id={anchors.whyChooseUs} className={styles.section} aria-labelledby="tp-why-heading">
      {headingLevel === 1 ? (
        <header className={styles.pageHeader}>
          <h1 id="tp-why-heading" className={styles.pageTitle}>
            Why Choose Us
          </h1>
          <p className={styles.pageLead}>
            Brands and retailers choose a manufacturing partner for years, not for one order. Here
            is what keeps ours coming back.
          </p>
        </header>
      ) : (
        <SectionHeading
          id="tp-why-heading"
          eyebrow="Why brands stay with us"
          title="Why Choose Us"
          lead="Brands and retailers choose a manufacturing partner for years, not for one order. Here is what keeps ours coming back."
        />
      )}
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <SubHeading className={styles.benefitTitle}>{benefit.title}</SubHeading>
            <p className={styles.benefitText}>{benefit.description}</p>
          </li>
        ))}
      </ul>
      <div className={styles.record}>
        <SubHeading className={styles.recordTitle}>Our track record</SubHeading>
        <dl className={styles.recordList}>
          {trackRecord.map((item) => (
            <div key={item.label} className={styles.recordItem}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Testimonials headingLevel={headingLevel === 1 ? 2 : 3} />
    </section>
  );
}
