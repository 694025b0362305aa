import { areaMap } from '../../../assets/media/media-files';
import { companyAddress, companyContact } from '../../../config/company-contact';
import styles from './contact.module.css';

/**
 * A drawn map of the streets around the workshop, served with the site: no map provider is
 * contacted unless the visitor follows the link to open a real map.
 */
export function OfficeMap() {
  return (
    <figure className={styles.map}>
      <img
        src={areaMap.src}
        width={areaMap.width}
        height={areaMap.height}
        loading="lazy"
        decoding="async"
        className={styles.mapImage}
        alt={`Map of Tejgaon Industrial Area, Dhaka: ${companyContact.name} is at Plot 18 on Loom Street, between Mill Lane and Station Road, north of Hatirjheel Lake and south-west of Tejgaon Park.`}
      />
      <figcaption className={styles.mapCaption}>
        <span>{companyAddress}</span>
        <a href={companyContact.mapLink} target="_blank" rel="noopener noreferrer">
          Open in OpenStreetMap<span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
