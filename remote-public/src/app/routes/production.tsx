import { PageIntro } from '../../components/page-intro';
import { ProductionSection } from '../../features/production/components/production-section';

export function ProductionRoute() {
  return (
    <>
      <PageIntro eyebrow="How we work" title="Production">
        <p>
          Cutting, sewing, finishing and inspection under one roof. This is how a confirmed order
          becomes a shipment you can put on the shelf.
        </p>
      </PageIntro>
      <ProductionSection />
    </>
  );
}
