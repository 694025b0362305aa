import { countOf } from '@threadline/contracts';
import { useState } from 'react';
import { images } from '../../../assets/media/media-files';
import { ResponsivePicture } from '../../../components/responsive-picture';
import type { ResponsiveImageSet } from '../../../lib/media-types';
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
  image: ResponsiveImageSet;
  imageAlt: string;
}

const projects: PortfolioProject[] = [
  {
    title: 'Office Shirt Programme',
    client: 'A national insurance group',
    category: 'Corporate Wear',
    description: '4,200 tailored shirts in three fits and two colours, delivered to 38 branches.',
    image: images['project-office-shirts'],
    imageAlt: 'A white pinstripe office shirt beside a stack of folded shirts',
  },
  {
    title: 'Organic Cotton Basics',
    client: 'An independent streetwear label',
    category: 'Eco-Friendly',
    description:
      'GOTS-certified tees and sweatshirts, dyed with low-impact dyes, in runs of 500 per colour.',
    image: images['project-organic-basics'],
    imageAlt: 'An undyed organic cotton tee printed with a green leaf',
  },
  {
    title: 'Wedding Season Suits',
    client: 'A formalwear boutique',
    category: 'Formal Wear',
    description: 'Half-canvas suits made to measure for 160 customers over one season.',
    image: images['project-wedding-suits'],
    imageAlt: 'A dark wedding suit jacket with a pink bow tie and a rose',
  },
  {
    title: 'Club Training Kit',
    client: 'A regional football league',
    category: 'Sportswear',
    description:
      'Moisture-wicking training tops and shorts with sublimated club crests for 24 teams.',
    image: images['project-club-kit'],
    imageAlt: 'A green training jersey with gold trim and the number 9, next to a football',
  },
  {
    title: 'Hotel Staff Uniforms',
    client: 'A boutique hotel chain',
    category: 'Uniforms',
    description:
      'Front-desk, kitchen and housekeeping uniforms in a shared palette for six hotels.',
    image: images['project-hotel-uniforms'],
    imageAlt: 'A white double-breasted chef jacket with brown buttons',
  },
  {
    title: 'Clinical Scrubs',
    client: 'A private hospital network',
    category: 'Medical Wear',
    description: 'Antimicrobial scrubs in six colours, graded for a full XS–XXXL size range.',
    image: images['project-clinical-scrubs'],
    imageAlt: 'A teal V-neck scrub top with a stethoscope',
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
      <div className={styles.tabs} role="group" aria-label="Filter projects by sector">
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
      <p className={styles.resultCount} role="status">
        {filter === 'All' ? 'Showing all' : `${filter}: showing`}{' '}
        {countOf(visible.length, 'project')}
      </p>
      <ul className={styles.projects} aria-label="Projects">
        {visible.map((project) => (
          <li key={project.title} className={styles.project}>
            <ResponsivePicture
              image={project.image}
              alt={project.imageAlt}
              sizes="(min-width: 1200px) 370px, (min-width: 640px) 45vw, 92vw"
              className={styles.projectImage}
            />
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
