import { DialogMessages } from '@threadline/contracts';
import { resolveMediaUrl } from '../../../lib/media-url';
import { useRemote } from '../../../lib/remote-context';
import styles from './category-gallery.module.css';

export function CategoryGallery({ title, images }: { title: string; images: string[] }) {
  const { apiUrl } = useRemote();
  if (images.length === 0) {
    return <p className={styles.empty}>{DialogMessages.noGalleryImages}</p>;
  }
  return (
    <ul className={styles.grid} aria-label={`${title} gallery`}>
      {images.map((image, index) => (
        <li key={`${image}-${index}`} className={styles.item}>
          <img
            src={resolveMediaUrl(apiUrl, image)}
            alt={`${title} sample ${index + 1}`}
            loading="lazy"
            className={styles.image}
          />
        </li>
      ))}
    </ul>
  );
}
