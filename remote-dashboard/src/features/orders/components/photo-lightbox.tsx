import { useId, useRef } from 'react';
import type { OrderFile } from '@threadline/contracts';
import { ModalDialog } from '@threadline/web-kit/modal-dialog';
import look from '../../../components/dialog-look.module.css';
import ui from '../../../components/ui.module.css';
import { useOrderFileUrl } from '../api/get-order-file';
import styles from './orders.module.css';

function LargePhoto({ file, alt }: { file: OrderFile; alt: string }) {
  const { url, failed } = useOrderFileUrl(file);
  if (failed) return <p className={ui.errorText}>The photo could not be loaded.</p>;
  return url ? (
    <img src={url} alt={alt} className={styles.lightboxPhoto} />
  ) : (
    <p className={styles.muted}>Loading the photo…</p>
  );
}

/**
 * One sample photo, large. Arrow keys (and Previous / Next) move through the round's photos and
 * wrap around; Escape or Close shuts it, and focus returns to the thumbnail last shown.
 */
export function PhotoLightbox({
  caption,
  photos,
  index,
  onIndexChange,
  onClose,
  onDownload,
  returnFocus,
}: {
  caption: string;
  photos: readonly OrderFile[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onDownload: (file: OrderFile) => void;
  returnFocus: (index: number) => HTMLElement | null | undefined;
}) {
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const show = (next: number) => onIndexChange((next + count) % count);
  const photo = photos[index];
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
          ArrowRight: index + 1,
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
          {caption}
        </h2>
        <p className={styles.muted} aria-live="polite">
          Photo {index + 1} of {count}: {photo.fileName}
        </p>
        <button ref={closeRef} type="button" className={ui.button} onClick={onClose}>
          Close
        </button>
      </div>
      <figure className={styles.lightboxStage}>
        <LargePhoto key={photo.id} file={photo} alt={`${caption}, photo ${index + 1}`} />
      </figure>
      <div className={styles.lightboxNav}>
        {count > 1 ? (
          <button type="button" className={ui.button} onClick={() => show(index - 1)}>
            Previous photo
          </button>
        ) : null}
        <button type="button" className={ui.buttonQuiet} onClick={() => onDownload(photo)}>
          Download {photo.fileName}
        </button>
        {count > 1 ? (
          <button type="button" className={ui.button} onClick={() => show(index + 1)}>
            Next photo
          </button>
        ) : null}
      </div>
    </ModalDialog>
  );
}
