import { Link, useParams } from 'react-router-dom';
import {
  DialogMessages,
  getApiErrorMessage,
  getApiErrorStatus,
  resolveMediaUrl,
} from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { paths } from '../../config/paths';
import { CategoryGallery } from '../../features/categories/components/category-gallery';
import { CategoryIcon } from '../../features/categories/components/category-icon';
import { useCategory } from '../../features/categories/hooks/use-category';
import buttonStyles from '../../components/link-button.module.css';
import styles from './routes.module.css';

function BackToProducts() {
  return (
    <Link to={paths.products.getHref()} className={styles.backLink}>
      <span aria-hidden="true">←</span> Back to Products
    </Link>
  );
}

/** /products/:category: the title with "Collection", the description and the gallery. */
export function CategoryRoute() {
  const { category: key = '' } = useParams();
  const { apiUrl } = useRemote();
  const category = useCategory(key);

  if (category.status === 'loading') {
    return (
      <div className={styles.state}>
        <p role="status" className={styles.stateMessage}>
          Loading...
        </p>
      </div>
    );
  }

  if (category.status === 'error' || category.data === null) {
    const message =
      category.status === 'success' || getApiErrorStatus(category.error) === 404
        ? DialogMessages.categoryNotFound
        : getApiErrorMessage(category.error, DialogMessages.categoryLoadFailed);
    return (
      <div className={styles.state}>
        <div role="alert">
          <h1 className={`${styles.stateMessage} ${styles.error}`}>{message}</h1>
        </div>
        <BackToProducts />
      </div>
    );
  }

  const { title, description, image, icon, galleryImages } = category.data;
  return (
    <article>
      <BackToProducts />
      <header className={styles.categoryHeader}>
        <div>
          <p className={styles.eyebrow}>
            <CategoryIcon name={icon} /> Product category
          </p>
          <h1 className={styles.categoryTitle}>{title} Collection</h1>
          <p className={styles.categoryDescription}>{description}</p>
          <Link to={paths.requestQuote.getHref(key)} className={buttonStyles.primary}>
            Request a Quote
          </Link>
        </div>
        {image ? (
          <img
            className={styles.categoryImage}
            src={resolveMediaUrl(apiUrl, image)}
            alt={title}
            width={800}
            height={600}
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
      </header>
      <section aria-labelledby="tp-gallery-heading">
        <h2 id="tp-gallery-heading" className={styles.galleryHeading}>
          Gallery
        </h2>
        <CategoryGallery title={title} images={Array.isArray(galleryImages) ? galleryImages : []} />
      </section>
    </article>
  );
}
