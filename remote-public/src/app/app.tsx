import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { RemoteAppProps } from '@threadline/contracts';
import { RemoteProvider } from '@threadline/web-kit/remote-context';
import { paths } from '../config/paths';
import { useCategoriesAhead } from '../hooks/use-categories';
import { useCategoryAhead } from '../features/categories/hooks/use-category';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import styles from './app.module.css';

/** A page loaded with its own chunk the first time it is visited (the home page ships inline). */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const AboutRoute = page(() => import('./routes/about'), 'AboutRoute');
const CategoryRoute = page(() => import('./routes/category'), 'CategoryRoute');
const ContactRoute = page(() => import('./routes/contact'), 'ContactRoute');
const PortfolioRoute = page(() => import('./routes/portfolio'), 'PortfolioRoute');
const ProductionRoute = page(() => import('./routes/production'), 'ProductionRoute');
const ProductsRoute = page(() => import('./routes/products'), 'ProductsRoute');
const QuoteConversationRoute = page(
  () => import('./routes/quote-conversation'),
  'QuoteConversationRoute',
);
const RequestQuoteRoute = page(() => import('./routes/request-quote'), 'RequestQuoteRoute');
const ServicesRoute = page(() => import('./routes/services'), 'ServicesRoute');
const UnsubscribeRoute = page(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const VideoRoute = page(() => import('./routes/video'), 'VideoRoute');
const WhyChooseUsRoute = page(() => import('./routes/why-choose-us'), 'WhyChooseUsRoute');

/** The catalogue pages ask for their data with this render, not after their chunk arrives. */
function ProductsPage() {
  useCategoriesAhead();
  return <ProductsRoute />;
}

function CategoryPage() {
  useCategoryAhead(useParams().category ?? '');
  return <CategoryRoute />;
}

/**
 * The federated entry (`remote_public/App`). The shell mounts it at `/*` inside its one router,
 * so it renders relative routes only.
 */
export default function App(props: RemoteAppProps) {
  return (
    <RemoteProvider value={props}>
      <div className={styles.root}>
        {/* A skip link in the shell can target #main-content. */}
        <main id="main-content" tabIndex={-1} className={styles.page}>
          <Suspense
            fallback={
              <p role="status" className={styles.pageLoading}>
                Loading...
              </p>
            }
          >
            <Routes>
              <Route index element={<HomeRoute />} />
              <Route path={paths.about.path} element={<AboutRoute />} />
              <Route path={paths.contact.path} element={<ContactRoute />} />
              <Route path={paths.portfolio.path} element={<PortfolioRoute />} />
              <Route path={paths.production.path} element={<ProductionRoute />} />
              <Route path={paths.products.path} element={<ProductsPage />} />
              <Route path={paths.category.path} element={<CategoryPage />} />
              <Route path={paths.services.path} element={<ServicesRoute />} />
              <Route path={paths.requestQuote.path} element={<RequestQuoteRoute />} />
              <Route path={paths.quoteConversation.path} element={<QuoteConversationRoute />} />
              <Route path={paths.unsubscribe.path} element={<UnsubscribeRoute />} />
              <Route path={paths.video.path} element={<VideoRoute />} />
              <Route path={paths.whyChooseUs.path} element={<WhyChooseUsRoute />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </RemoteProvider>
  );
}
