import { useId, useRef } from 'react';
import { ModalDialog } from '@threadline/web-kit/modal-dialog';
import look from '../../../components/dialog-look.module.css';
import styles from './category-gallery.module.css';

export const galleryImageAlt = (title: string, index: number) => `${title} sample ${index + 1}`;

/**
 * One gallery picture, large. Arrow keys (and the buttons) move through the gallery and wrap
 * around; Home and End jump to the ends; Escape closes and focus returns to the thumbnail of
 * the picture last shown.
 */
export function GalleryLightbox({
  title,
  urls,
  index,
  onIndexChange,
  onClose,
  returnFocus,
}: {
  title: string;
  urls: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus: (index: number) => HTMLElement | null | undefined;
}) {
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = urls.length;
  const show = (next: number) => onIndexChange((next + count) % count);

  return (
    <ModalDialog
      labelledBy={headingId}
      onClose={onClose}
      initialFocus={closeRef}
      returnFocus={() => returnFocus(index)}
      className={`${look.dialog} ${styles.lightbox}`}
      backdropClassName={look.backdrop}
      onKeyDown={(event) => {
        const moves: Record<string, number> = {
          ArrowLeft: index - 1,
          ArrowUp: index - 1,
          ArrowRight: index + 1,
          ArrowDown: index + 1,
          Home: 0,
          End: count - 1,
        };
        if (event.key in moves) {
          event.preventDefault();
          show(moves[event.key]);
        }
      }}
    >
      <div className={styles.lightboxHeader}>
        <h2 id={headingId} className={styles.lightboxTitle}>
          {title} gallery
        </h2>
        <p className={styles.counter} aria-live="polite">
          Image {index + 1} of {count}
        </p>
        <button ref={closeRef} type="button" className={styles.control} onClick={onClose}>
          Close
        </button>
      </div>
      <figure className={styles.stage}>
        <img
          key={urls[index]}
          src={urls[index]}
          alt={galleryImageAlt(title, index)}
          width={800}
          height={600}
          decoding="async"
          className={styles.large}
        />
      </figure>
      {count > 1 ? (
        <div className={styles.lightboxNav}>
          <button type="button" className={styles.control} onClick={() => show(index - 1)}>
            <span aria-hidden="true">←</span> Previous image
          </button>
          <button type="button" className={styles.control} onClick={() => show(index + 1)}>
            Next image <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </ModalDialog>
  );
}
