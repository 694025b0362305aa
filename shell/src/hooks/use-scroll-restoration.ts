import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const ANCHOR_WAIT_MS = 3000;

/**
 * Scrolls to the top on a new page, or to the #anchor when there is one. The anchor may belong
 * to a remote that is still loading, so it is looked for on each frame for a few seconds.
 */
export function useScrollRestoration() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo?.({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth' });
      else if (performance.now() < deadline) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
