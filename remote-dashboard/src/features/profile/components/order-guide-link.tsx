import { useEffect, useState } from 'react';
import ui from '../../../components/ui.module.css';
import { buildOrderGuide, ORDER_GUIDE_FILE_NAME } from '../utils/build-order-guide';

/**
 * Downloads the Order Guide, a PDF written in the browser from the spec's ordering figures.
 * The file is built once per visit and offered as a blob link, so it is a plain download link
 * for the keyboard and for the browser's own download handling.
 */
export function OrderGuideLink() {
  const [href, setHref] = useState<string>();

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([buildOrderGuide()], { type: 'application/pdf' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, []);

  return (
    <a
      href={href}
      download={ORDER_GUIDE_FILE_NAME}
      type="application/pdf"
      className={ui.button}
      aria-disabled={href ? undefined : true}
    >
      Download Order Guide (PDF)
    </a>
  );
}
