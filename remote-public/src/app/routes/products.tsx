import { Link } from 'react-router-dom';
import { PageIntro } from '../../components/page-intro';
import buttonStyles from '../../components/link-button.module.css';
import { paths } from '../../config/paths';
import { CategoriesCatalogue } from '../../features/categories/components/categories-catalogue';
import { FIRST_ROW_CARDS } from '../../hooks/use-categories';
import { SpecificationsBlock } from '../../features/categories/components/specifications-block';
import styles from './routes.module.css';

export function ProductsRoute() {
  return (
    <>
      <PageIntro eyebrow="Catalogue" title="Our Products">
        <p>
          Every category below is made to order in our workshops. Open one to see finished pieces,
          then send us your specification for samples and pricing.
        </p>
        <p>
          <Link to={paths.requestQuote.getHref()} className={buttonStyles.primary}>
            Request a Quote
          </Link>
        </p>
      </PageIntro>
      <section aria-labelledby="tp-catalogue-heading">
        <h2 id="tp-catalogue-heading" className={styles.sectionTitle}>
          Product Categories
        </h2>
        {/* The first row is on screen at once: its pictures should not wait. */}
        <CategoriesCatalogue eagerImages={FIRST_ROW_CARDS} />
      </section>
      <SpecificationsBlock headingLevel={2} />
    </>
  );
}
