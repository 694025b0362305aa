import { DialogMessages, getApiErrorMessage } from '@threadline/contracts';
import { useCategories } from '../../../hooks/use-categories';
import { CategoryCard } from './category-card';
import styles from './categories-catalogue.module.css';

/** One row of the widest grid. */
const PLACEHOLDER_CARDS = 4;

/** The category grid with its loading, error and empty states (home section and /products). */
export function CategoriesCatalogue({ eagerImages = 0 }: { eagerImages?: number }) {
  const categories = useCategories({ preloadImages: eagerImages });

  if (categories.status === 'loading') {
    return (
      <div role="status">
        <p className={styles.state}>Loading...</p>
        {/* Placeholder cards hold the grid's room so what follows does not jump. */}
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} className={`${styles.item} ${styles.placeholder}`} />
          ))}
        </ul>
      </div>
    );
  }
  if (categories.status === 'error') {
    return (
      <p role="alert" className={`${styles.state} ${styles.error}`}>
        {getApiErrorMessage(categories.error, DialogMessages.categoriesLoadFailed)}
      </p>
    );
  }
  if (categories.data.length === 0) {
    return <p className={styles.state}>{DialogMessages.noCategories}</p>;
  }
  return (
    <ul className={styles.grid} aria-label="Product categories">
      {categories.data.map((category, index) => (
        <li key={category.key} className={styles.item}>
          <CategoryCard category={category} eager={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}
