import { PageIntro } from '../../components/page-intro';
import { CategoriesCatalogue } from '../../features/categories/components/categories-catalogue';
import { SpecificationsBlock } from '../../features/categories/components/specifications-block';

export function ProductsRoute() {
  return (
    <>
      <PageIntro eyebrow="Catalogue" title="Our Products">
        <p>
          Every category below is made to order in our workshops. Open one to see finished pieces,
          then send us your specification for samples and pricing.
        </p>
      </PageIntro>
      <CategoriesCatalogue />
      <SpecificationsBlock />
    </>
  );
}
