import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import ui from '../../../components/ui.module.css';
import styles from './profile.module.css';

export function AboutCard() {
  return (
    <section className={ui.card} aria-labelledby="td-about-heading">
      <h2 id="td-about-heading" className={styles.cardTitle}>
        About Your Membership
      </h2>
      <p className={styles.text}>
        As a member you can follow your orders and projects, download our order guide and reach a
        merchandiser directly. We have made garments for brands and retailers since 2009: custom
        tailoring, bulk manufacturing, fabric sourcing and quality control.
      </p>
      <p className={styles.text}>
        Inviting a partner brand? Share your invite link; they will be connected to your network
        when they sign up.
      </p>
      <div className={styles.actions}>
        <Link to={paths.services.getHref()} className={ui.button}>
          Explore Services
        </Link>
        <Link to={paths.contact.getHref()} className={ui.buttonGhost}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
