import { useCallback, useRef, useState } from 'react';
import { DialogMessages, resolveMediaUrl } from '@threadline/contracts';
import { useRemote } from '@threadline/web-kit/remote-context';
import { galleryImageAlt, GalleryLightbox } from './gallery-lightbox';
import styles from './category-gallery.module.css';

/** The API's gallery images are 4:3 (800×600); the attributes reserve that box. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/** The category's gallery grid; each picture opens larger in a keyboard-friendly lightbox. */
export function CategoryGallery({ title, images }: { title: string; images: string[] }) {
  const { apiUrl } = useRemote();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const close = useCallback(() => setOpenIndex(null), []);

  if (images.length === 0) {
    return <p className={styles.empty}>{DialogMessages.noGalleryImages}</p>;
  }
  const urls = images.map((image) => resolveMediaUrl(apiUrl, image));
  return (
    <>
      <ul className={styles.grid} aria-label={`${title} gallery`}>
        {urls.map((url, index) => (
          <li key={`${url}-${index}`} className={styles.item}>
            <button
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              className={styles.open}
              aria-haspopup="dialog"
              onClick={() => setOpenIndex(index)}
            >
              <img
                src={url}
                alt={galleryImageAlt(title, index)}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <GalleryLightbox
          title={title}
          urls={urls}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={close}
          returnFocus={(index) => thumbnails.current[index]}
        />
      ) : null}
    </>
  );
}
