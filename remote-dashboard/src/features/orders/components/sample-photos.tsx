import { useRef, useState } from 'react';
import { getApiErrorMessage, type OrderFile } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import ui from '../../../components/ui.module.css';
import { downloadOrderFile } from '../api/download-order-file';
import { useOrderFileUrl } from '../api/get-order-file';
import { OrderFiles } from './order-files';
import { PhotoLightbox } from './photo-lightbox';
import styles from './orders.module.css';

const isPhoto = (file: OrderFile) => file.contentType.startsWith('image/');

function Thumbnail({ file, alt }: { file: OrderFile; alt: string }) {
  const { url, failed } = useOrderFileUrl(file);
  if (url) return <img src={url} alt={alt} className={styles.thumbnail} />;
  return (
    <span className={styles.thumbnailPlaceholder} role="img" aria-label={alt}>
      {failed ? 'Photo unavailable' : 'Loading…'}
    </span>
  );
}

/**
 * A round's photos as thumbnails, each opening the lightbox; its other files (a PDF of
 * measurements) stay download buttons. `caption` names the round: "Pre-production sample,
 * round 2".
 */
export function SamplePhotos({ files, caption }: { files: readonly OrderFile[]; caption: string }) {
  const api = useApi();
  const photos = files.filter(isPhoto);
  const others = files.filter((file) => !isPhoto(file));
  const [open, setOpen] = useState<number>();
  const [error, setError] = useState<string>();
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const download = (file: OrderFile) =>
    void downloadOrderFile(api, file).catch((failure: unknown) =>
      setError(getApiErrorMessage(failure, 'The file could not be downloaded')),
    );
  return (
    <>
      {photos.length > 0 ? (
        <ul className={styles.thumbnails} aria-label={`Photos of ${caption}`}>
          {photos.map((file, index) => (
            <li key={file.id}>
              <button
                type="button"
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                className={styles.thumbnailButton}
                aria-label={`Open photo ${index + 1} of ${photos.length}: ${file.fileName}`}
                onClick={() => setOpen(index)}
              >
                <Thumbnail file={file} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <OrderFiles files={others} />
      {error ? (
        <p role="alert" className={ui.errorText}>
          {error}
        </p>
      ) : null}
      {open !== undefined ? (
        <PhotoLightbox
          caption={caption}
          photos={photos}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(undefined)}
          onDownload={download}
          returnFocus={(index) => thumbnails.current[index]}
        />
      ) : null}
    </>
  );
}
