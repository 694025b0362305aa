import { useId } from 'react';
import { Link } from 'react-router-dom';
import { resolveMediaUrl, type CategorySummary } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { paths } from '../../../config/paths';
import { CategoryIcon } from './category-icon';
import styles from './category-card.module.css';

/** The API's category images are 4:3 (800×600); the attributes reserve that box. */
export function CategoryCard({
  category,
  eager = false,
}: {
  category: CategorySummary;
  /** For cards in the first screenful, so the browser does not wait to fetch them. */
  eager?: boolean;
}) {
  const { apiUrl } = useRemote();
  const titleId = useId();
  return (
    <Link
      to={paths.category.getHref(category.key)}
      className={styles.card}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        <img
          src={resolveMediaUrl(apiUrl, category.image)}
          alt={`${category.title} collection`}
          width={800}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <span className={styles.iconBadge}>
          <CategoryIcon name={category.icon} />
        </span>
        <h3 id={titleId} className={styles.title}>
          {category.title}
        </h3>
      </div>
    </Link>
  );
}
