import { useEffect, useState } from 'react';
import ui from '../../../components/ui.module.css';
import { buildOrderGuide, ORDER_GUIDE_FILE_NAME } from '../utils/build-order-guide';

let orderGuideUrl: string | undefined;

/**
 * The guide's one object URL. Its input (the ordering figures) cannot change while the page
 * lives, so it is written once, on the first Profile visit, and every later visit reuses it.
 */
function getOrderGuideUrl(): string {
  orderGuideUrl ??= URL.createObjectURL(new Blob([buildOrderGuide()], { type: 'application/pdf' }));
  return orderGuideUrl;
}

/**
 * Downloads the Order Guide, a PDF written in the browser from the spec's ordering figures, as
 * a plain download link for the keyboard and for the browser's own download handling.
 */
export function OrderGuideLink() {
  const [href, setHref] = useState<string>();

  // After the first paint: the profile shows before the guide is written.
  useEffect(() => setHref(getOrderGuideUrl()), []);

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
