import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@threadline/contracts';
import { paths } from '../config/paths';
import { RemoteProvider } from '../lib/remote-context';
import { AboutRoute } from './routes/about';
import { CategoryRoute } from './routes/category';
import { ContactRoute } from './routes/contact';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { PortfolioRoute } from './routes/portfolio';
import { ProductionRoute } from './routes/production';
import { ProductsRoute } from './routes/products';
import { ServicesRoute } from './routes/services';
import { VideoRoute } from './routes/video';
import { WhyChooseUsRoute } from './routes/why-choose-us';
import styles from './app.module.css';

/**
 * The federated entry (`remote_public/App`). The shell mounts it at `/*` inside its one router,
 * so it renders relative routes only.
 */
export default function App(props: RemoteAppProps) {
  return (
    <RemoteProvider value={props}>
      <div className={styles.root}>
        <main className={styles.page}>
          <Routes>
            <Route index element={<HomeRoute />} />
            <Route path={paths.about.path} element={<AboutRoute />} />
            <Route path={paths.contact.path} element={<ContactRoute />} />
            <Route path={paths.portfolio.path} element={<PortfolioRoute />} />
            <Route path={paths.production.path} element={<ProductionRoute />} />
            <Route path={paths.products.path} element={<ProductsRoute />} />
            <Route path={paths.category.path} element={<CategoryRoute />} />
            <Route path={paths.services.path} element={<ServicesRoute />} />
            <Route path={paths.video.path} element={<VideoRoute />} />
            <Route path={paths.whyChooseUs.path} element={<WhyChooseUsRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </main>
      </div>
    </RemoteProvider>
  );
}
