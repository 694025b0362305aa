import { useState } from 'react';
import { getApiErrorMessage, type OrderFile } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import ui from '../../../components/ui.module.css';
import { downloadOrderFile } from '../api/download-order-file';
import styles from './orders.module.css';

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** Files of an order (photos, PDFs), each a Download button: the bytes need the bearer. */
export function OrderFiles({ files }: { files: readonly OrderFile[] }) {
  const api = useApi();
  const [error, setError] = useState<string>();
  if (files.length === 0) return null;
  return (
    <>
      <ul className={styles.fileList}>
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className={ui.buttonQuiet}
              onClick={() =>
                void downloadOrderFile(api, file).catch((failure: unknown) =>
                  setError(getApiErrorMessage(failure, 'The file could not be downloaded')),
                )
              }
            >
              Download {file.fileName}
            </button>{' '}
            <span className={styles.muted}>{kb(file.size)}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className={ui.errorText}>
          {error}
        </p>
      ) : null}
    </>
  );
}
