import { anchors } from '../../../config/paths';
import { CategoriesCatalogue } from './categories-catalogue';
import { SpecificationsBlock } from './specifications-block';
import styles from './categories-section.module.css';

/** The home page's catalogue section; the hero's "Explore Our Work" scrolls to its anchor. */
export function CategoriesSection() {
  return (
    <section
      id={anchors.products}
      className={styles.section}
      aria-labelledby="tp-categories-heading"
    >
      <p className={styles.eyebrow}>What we make</p>
      <h2 id="tp-categories-heading" className={styles.heading}>
        Our Product Categories
      </h2>
      <p className={styles.lead}>
        From tailored shirts to bulk uniforms, every category is cut, sewn and checked in our own
        workshops. Choose one to see recent work.
      </p>
      <CategoriesCatalogue />
      <SpecificationsBlock />
    </section>
  );
}
