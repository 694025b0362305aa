import { DialogMessages } from '@threadline/contracts';
import { getErrorMessage } from '../../../lib/api-error';
import { useCategories } from '../hooks/use-categories';
import { CategoryCard } from './category-card';
import styles from './categories-catalogue.module.css';

/** The category grid with its loading, error and empty states (home section and /products). */
export function CategoriesCatalogue() {
  const categories = useCategories();

  if (categories.status === 'loading') {
    return (
      <p role="status" className={styles.state}>
        Loading...
      </p>
    );
  }
  if (categories.status === 'error') {
    return (
      <p role="alert" className={`${styles.state} ${styles.error}`}>
        {getErrorMessage(categories.error, DialogMessages.categoriesLoadFailed)}
      </p>
    );
  }
  if (categories.data.length === 0) {
    return <p className={styles.state}>{DialogMessages.noCategories}</p>;
  }
  return (
    <ul className={styles.grid} aria-label="Product categories">
      {categories.data.map((category) => (
        <li key={category.key} className={styles.item}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}
