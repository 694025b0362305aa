import { useRemoteLoader } from '../hooks/use-remote-loader';
import { forgetPreviewPin } from '../api/preview-pin';
import styles from './preview-banner.module.css';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** Says which release a preview link shows, and leads back to the live site. */
export function PreviewBanner() {
  const { preview } = useRemoteLoader();
  if (!preview) return null;
  const leave = () => {
    forgetPreviewPin(window.localStorage);
    window.location.reload();
  };
  return (
    <div role="status" aria-label="Release preview" className={styles.banner}>
      <span>
        Previewing {preview.remote} release <strong>{preview.release}</strong>, until{' '}
        {timeOf(preview.expiresAt)}.
      </span>
      <button type="button" className={styles.leave} onClick={leave}>
        Leave preview
      </button>
    </div>
  );
}
