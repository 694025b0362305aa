import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import styles from './shuffle-text.module.css';

const SCRAMBLE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The spec's defaults for the effect (SPEC section 1). */
export const SHUFFLE_DEFAULTS = {
  durationSeconds: 0.35,
  shuffleTimes: 1,
  staggerSeconds: 0.03,
  direction: 'right',
  mode: 'evenodd',
} as const;

/** Even positions first, then odd ones: the order characters start shuffling in ("evenodd"). */
function evenOddOrder(length: number): number[] {
  const order = new Array<number>(length);
  let rank = 0;
  for (let i = 0; i < length; i += 2) order[i] = rank++;
  for (let i = 1; i < length; i += 2) order[i] = rank++;
  return order;
}

const randomCharacter = () =>
  SCRAMBLE_CHARACTERS.charAt(Math.floor(Math.random() * SCRAMBLE_CHARACTERS.length));

/**
 * Text that shuffles once on hover: each character scrambles in turn (0.35 s, 0.03 s stagger)
 * and settles left to right. The real text stays in the accessible name; with reduced motion
 * nothing moves.
 */
export function ShuffleText({ text }: { text: string }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [shown, setShown] = useState(text);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useEffect(() => setShown(text), [text]);

  const shuffle = () => {
    if (reducedMotion || frame.current) return;
    const order = evenOddOrder(text.length);
    const { durationSeconds, staggerSeconds, shuffleTimes } = SHUFFLE_DEFAULTS;
    const total = (durationSeconds * shuffleTimes + staggerSeconds * text.length) * 1000;
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      const next = Array.from(text, (character, index) => {
        if (character === ' ') return character;
        const begins = order[index] * staggerSeconds * 1000;
        const ends = begins + durationSeconds * shuffleTimes * 1000;
        return elapsed >= begins && elapsed < ends ? randomCharacter() : character;
      }).join('');
      setShown(next);
      if (elapsed < total) frame.current = requestAnimationFrame(step);
      else {
        frame.current = 0;
        setShown(text);
      }
    };
    frame.current = requestAnimationFrame(step);
  };

  return (
    <span className={styles.shuffle} onMouseEnter={shuffle}>
      <span aria-hidden="true" className={styles.visible}>
        {shown}
      </span>
      <span className={styles.accessible}>{text}</span>
    </span>
  );
}
