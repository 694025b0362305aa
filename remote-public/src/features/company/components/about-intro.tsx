import { Link } from 'react-router-dom';
import { images } from '../../../assets/media/media-files';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { SectionHeading } from '../../../components/section-heading';
import { anchors, paths } from '../../../config/paths';
import buttonStyles from '../../../components/link-button.module.css';
import styles from './company.module.css';

/** The home page's short introduction (anchor about), leading to the About page. */
export function AboutIntro() {
  return (
    <section id={anchors.about} className={styles.intro} aria-labelledby="tp-about-intro-heading">
      <ResponsivePicture
        image={images['about-workshop']}
        alt="The Threadline workshop: a cream building with a saw-tooth roof, a loading bay and a delivery van outside."
        sizes="(min-width: 1200px) 540px, (min-width: 900px) 45vw, 92vw"
        className={styles.introImage}
      />
      <div>
        <SectionHeading
          id="tp-about-intro-heading"
          eyebrow="Who we are"
          title="One workshop, from sample to shipment"
          lead="Since 2009 we have cut, sewn and checked garments for clothing brands and retailers. Tailoring, bulk production, fabric sourcing and quality control sit under one roof, with one team that knows your order."
        />
        <Link to={paths.about.getHref()} className={buttonStyles.secondary}>
          More about us
        </Link>
      </div>
    </section>
  );
}
