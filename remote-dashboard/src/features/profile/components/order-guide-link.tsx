import { useState } from 'react';
import ui from '../../../components/ui.module.css';
import { saveFile } from '../../../lib/save-file';

export const ORDER_GUIDE_FILE_NAME = 'threadline-order-guide.pdf';

let orderGuide: Promise<Blob> | undefined;

/**
 * The guide, written once per page life (its input, the ordering figures, cannot change) and
 * only when asked for: pdf-lib and its fonts load with the first download, not with the page.
 */
function getOrderGuide(): Promise<Blob> {
  orderGuide ??= import('../utils/build-order-guide')
    .then(({ buildOrderGuide }) => buildOrderGuide())
    .then((bytes) => new Blob([bytes], { type: 'application/pdf' }));
  return orderGuide;
}

/** Downloads the Order Guide, a PDF written in the browser from the spec's ordering figures. */
export function OrderGuideLink() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const download = () => {
    setPending(true);
    setError(undefined);
    getOrderGuide()
      .then((guide) => saveFile(guide, ORDER_GUIDE_FILE_NAME))
      .catch(() => {
        orderGuide = undefined;
        setError('The Order Guide could not be written: try again');
      })
      .finally(() => setPending(false));
  };
  return (
    <>
      <button type="button" className={ui.button} onClick={download} aria-busy={pending}>
        Download Order Guide (PDF)
      </button>
      {error ? (
        <p role="alert" className={ui.errorText}>
          {error}
        </p>
      ) : null}
    </>
  );
}
