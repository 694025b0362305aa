import { useState } from 'react';
import styles from './company.module.css';

const PORTFOLIO_FILTERS = [
  'All',
  'Corporate Wear',
  'Eco-Friendly',
  'Formal Wear',
  'Sportswear',
  'Uniforms',
  'Medical Wear',
] as const;

type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number];

interface PortfolioProject {
  title: string;
  client: string;
  category: Exclude<PortfolioFilter, 'All'>;
  description: string;
}

const projects: PortfolioProject[] = [
  {
    title: 'Office Shirt Programme',
    client: 'A national insurance group',
    category: 'Corporate Wear',
    description: '4,200 tailored shirts in three fits and two colours, delivered to 38 branches.',
  },
  {
    title: 'Organic Cotton Basics',
    client: 'An independent streetwear label',
    category: 'Eco-Friendly',
    description:
      'GOTS-certified tees and sweatshirts, dyed with low-impact dyes, in runs of 500 per colour.',
  },
  {
    title: 'Wedding Season Suits',
    client: 'A formalwear boutique',
    category: 'Formal Wear',
    description: 'Half-canvas suits made to measure for 160 customers over one season.',
  },
  {
    title: 'Club Training Kit',
    client: 'A regional football league',
    category: 'Sportswear',
    description:
      'Moisture-wicking training tops and shorts with sublimated club crests for 24 teams.',
  },
  {
    title: 'Hotel Staff Uniforms',
    client: 'A boutique hotel chain',
    category: 'Uniforms',
    description:
      'Front-desk, kitchen and housekeeping uniforms in a shared palette for six hotels.',
  },
  {
    title: 'Clinical Scrubs',
    client: 'A private hospital network',
    category: 'Medical Wear',
    description: 'Antimicrobial scrubs in six colours, graded for a full XS–XXXL size range.',
  },
];

export function PortfolioProjects() {
  const [filter, setFilter] = useState<PortfolioFilter>('All');
  const visible = filter === 'All' ? projects : projects.filter((p) => p.category === filter);

  return (
    <section aria-labelledby="tp-projects-heading">
      <h2 id="tp-projects-heading" className={styles.sectionTitle}>
        Featured Projects
      </h2>
      <div className={styles.tabs} role="group" aria-label="Filter projects">
        {PORTFOLIO_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.tab}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <ul className={styles.projects}>
        {visible.map((project) => (
          <li key={project.title} className={styles.project}>
            <span className={styles.projectTag}>{project.category}</span>
            <h3 className={styles.cardTitle}>{project.title}</h3>
            <p className={styles.cardText}>{project.client}</p>
            <p className={styles.cardText}>{project.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
