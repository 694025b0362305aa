import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CategorySummary } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { resolveMediaUrl } from '../../../lib/media-url';
import { useRemote } from '../../../lib/remote-context';
import { CategoryIcon } from './category-icon';
import styles from './category-card.module.css';

export function CategoryCard({ category }: { category: CategorySummary }) {
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
          alt={category.title}
          loading="lazy"
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
