import { useId, useState } from 'react';
import styles from './specifications-block.module.css';

interface SpecificationGroup {
  title: string;
  items: string[];
}

const COLLAPSED_GROUP_COUNT = 3;

const specificationGroups: SpecificationGroup[] = [
  {
    title: 'Sampling',
    items: [
      '3–5 pcs per style for fit and development samples',
      'Development samples in 7–14 days',
      'Pre-production sample in 10–15 days',
    ],
  },
  {
    title: 'Order Quantities',
    items: [
      'Bulk orders of 300–1,000 pcs per colour/style',
      'Mixed sizes within one colourway',
      'Repeat orders keep the approved sample as the standard',
    ],
  },
  {
    title: 'Lead Times',
    items: [
      'Bulk production 45–75 days after pre-production approval',
      'Weekly progress updates with photos',
      'Capacity reserved once the order is confirmed',
    ],
  },
  {
    title: 'Quality Inspection',
    items: [
      'Final inspection to AQL 2.5 (major) / 4.0 (minor)',
      'Inline checks at cutting, sewing and finishing',
      'Third-party inspection welcome',
    ],
  },
  {
    title: 'Measurements & Grading',
    items: [
      'Grading tolerance ±0.5–1.0 cm per point of measure',
      'Graded spec sheets shared before bulk',
      'Measurements checked on every size',
    ],
  },
  {
    title: 'Size Range',
    items: ['Adult sizes XS–XXXL', 'Kids sizes 2–12', 'Custom size sets on request'],
  },
  {
    title: 'Fabrics & Materials',
    items: [
      'Cotton, linen, denim, knits and performance blends',
      'Certified organic and recycled options',
      'Lab dips and strike-offs before bulk dyeing',
    ],
  },
  {
    title: 'Trims & Labelling',
    items: [
      'Buttons, zips and threads matched to the approved sample',
      'Woven, printed and care labels to your artwork',
      'Hang tags and barcodes applied at finishing',
    ],
  },
  {
    title: 'Payment Terms',
    items: [
      'TT (telegraphic transfer)',
      'LC (letter of credit) at sight',
      'Deposit on order, balance before shipment',
    ],
  },
  {
    title: 'Shipping & Incoterms',
    items: ['FOB, CIF or DDP', 'By sea, air or courier', 'Export documents prepared in-house'],
  },
];

/**
 * The Criteria & Specifications block below the category grid: 3 groups until expanded. It
 * sits under the home section's h2 (level 3) or directly under a page's h1 (level 2).
 */
export function SpecificationsBlock({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const visibleGroups = expanded
    ? specificationGroups
    : specificationGroups.slice(0, COLLAPSED_GROUP_COUNT);

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Criteria &amp; Specifications
      </Heading>
      <p className={styles.lead}>
        The figures we quote and work to on every order. Showing {visibleGroups.length} of{' '}
        {specificationGroups.length} groups.
      </p>
      <ul id={listId} className={styles.groups}>
        {visibleGroups.map((group) => (
          <li key={group.title} className={styles.group}>
            <GroupHeading className={styles.groupTitle}>{group.title}</GroupHeading>
            <ul className={styles.items}>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? 'Show Less' : 'View All Criteria'}
      </button>
    </section>
  );
}
