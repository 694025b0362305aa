import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import ui from '../../components/ui.module.css';
import { paths } from '../../config/paths';
import { StylesList } from '../../features/styles/components/styles-list';

/** The style library: a member's styles (an admin's: every member's). */
export function StylesRoute() {
  return (
    <>
      <PageHeader
        title="Styles"
        description="Your styles with their measurements, materials and tech packs, every save kept as a version."
        actions={
          <Link className={`${ui.button} ${ui.buttonPrimary}`} to={paths.newStyle.getHref()}>
            New style
          </Link>
        }
      />
      <StylesList />
    </>
  );
}
