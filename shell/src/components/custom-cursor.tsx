import { useEffect, useRef } from 'react';
import {
  COARSE_POINTER_QUERY,
  FINE_POINTER_QUERY,
  REDUCED_MOTION_QUERY,
  useMediaQuery,
} from '../hooks/use-media-query';

/** How far the ring moves toward the pointer on each frame. */
const RING_SMOOTHING = 0.15;

/**
 * A ring that trails the pointer plus an arrow at the pointer; the native cursor is hidden while
 * it is on. Off on touch devices; with reduced motion the ring sits on the pointer, unanimated.
 * Styled globally (see global.css): only the shell styles the cursor.
 */
export function CustomCursor() {
  const finePointer = useMediaQuery(FINE_POINTER_QUERY);
  const coarsePointer = useMediaQuery(COARSE_POINTER_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const enabled = finePointer && !coarsePointer;
  const ringRef = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.classList.add('tl-cursor-active');

    const target = { x: -100, y: -100 };
    const ring = { x: -100, y: -100 };
    let frame = 0;
    let visible = false;

    const place = (element: HTMLElement | null, x: number, y: number) => {
      if (element) element.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const animate = () => {
      ring.x += (target.x - ring.x) * RING_SMOOTHING;
      ring.y += (target.y - ring.y) * RING_SMOOTHING;
      place(ringRef.current, ring.x, ring.y);
      frame = requestAnimationFrame(animate);
    };
    const onMove = (event: PointerEvent) => {
      target.x = event.clientX;
      target.y = event.clientY;
      place(arrowRef.current, target.x, target.y);
      if (reducedMotion) place(ringRef.current, target.x, target.y);
      if (!visible) {
        visible = true;
        root.classList.add('tl-cursor-visible');
      }
    };
    const onLeave = () => {
      visible = false;
      root.classList.remove('tl-cursor-visible');
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerleave', onLeave);
    if (!reducedMotion) frame = requestAnimationFrame(animate);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerleave', onLeave);
      root.classList.remove('tl-cursor-active', 'tl-cursor-visible');
    };
  }, [enabled, reducedMotion]);

  if (!enabled) return null;
  return (
    <>
      <div ref={ringRef} className="tl-cursor-ring" aria-hidden="true" />
      <div ref={arrowRef} className="tl-cursor-arrow" aria-hidden="true">
        <svg width="18" height="22" viewBox="0 0 18 22">
          <path
            d="M1 1l15 11-7 1.2L12.5 21l-3 1.2-3.6-7.8L1 19z"
            fill="#1f2a44"
            stroke="#fff"
            strokeWidth="1.2"
          />
        </svg>
      </div>
    </>
  );
}
