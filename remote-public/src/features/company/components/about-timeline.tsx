import styles from './company.module.css';

const milestones = [
  {
    year: '2009',
    title: 'The workshop opens',
    text: 'Twelve machines and a tailoring team start making made-to-measure shirts and suits.',
  },
  {
    year: '2012',
    title: 'First bulk contract',
    text: 'A regional retailer orders 5,000 uniforms; we add our first production line.',
  },
  {
    year: '2015',
    title: 'Fabric sourcing desk',
    text: 'We start sourcing fabric and trims directly from audited mills for our clients.',
  },
  {
    year: '2018',
    title: 'Quality lab',
    text: 'An in-house lab for shrinkage, colour fastness and seam strength testing.',
  },
  {
    year: '2021',
    title: 'Responsible materials',
    text: 'Certified organic and recycled fabrics become a standard option on every style.',
  },
  {
    year: '2024',
    title: '500 projects',
    text: 'We pass 500 completed projects for more than 50 brands and retailers.',
  },
];

export function AboutTimeline() {
  return (
    <section aria-labelledby="tp-timeline-heading">
      <h2 id="tp-timeline-heading" className={styles.sectionTitle}>
        Our Journey
      </h2>
      <ol className={styles.timeline}>
        {milestones.map((milestone) => (
          <li key={milestone.year} className={styles.milestone}>
            <span className={styles.year}>{milestone.year}</span>
            <h3 className={styles.cardTitle}>{milestone.title}</h3>
            <p className={styles.cardText}>{milestone.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
