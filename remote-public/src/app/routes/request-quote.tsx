import { PageIntro } from '../../components/page-intro';
import { OrderingTermsPanel } from '../../features/quotes/components/ordering-terms-panel';
import { QuoteRequestForm } from '../../features/quotes/components/quote-request-form';
import styles from '../../features/quotes/components/quote.module.css';

/** /request-quote (?category=<key> preselects the category). */
export function RequestQuoteRoute() {
  return (
    <>
      <PageIntro eyebrow="Request for quote" title="Request a Quote">
        <p>
          Tell us what you need: the category, samples or a bulk order, quantities, sizes and your
          deadline. Attach a tech pack or reference images and a merchandiser will come back with a
          price and lead time.
        </p>
      </PageIntro>
      <div className={styles.layout}>
        <QuoteRequestForm />
        <OrderingTermsPanel />
      </div>
    </>
  );
}
