import { useCallback, useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import styles from './shuffle-text.module.css';

export type ShuffleDirection = 'left' | 'right';
export type ShuffleMode = 'evenodd' | 'all';

export interface ShuffleOptions {
  /** Seconds one character takes to roll into place. */
  duration: number;
  /** How many copies each character rolls past before it settles. */
  shuffleTimes: number;
  /** Seconds between characters of the same group. */
  stagger: number;
  direction: ShuffleDirection;
  /** evenodd: odd positions roll first, even ones join at 70 % of the odd group's run. */
  mode: ShuffleMode;
  /** Share of the viewport below the element's top that must be passed before it plays. */
  threshold: number;
  /** Pixels added to that line (negative: the element must be further up). */
  rootMarginPx: number;
  loop: boolean;
  triggerOnce: boolean;
  triggerOnHover: boolean;
}

/** The spec's parameters for the effect (SPEC section 1). */
export const SHUFFLE_DEFAULTS: ShuffleOptions = {
  duration: 0.35,
  shuffleTimes: 1,
  stagger: 0.03,
  direction: 'right',
  mode: 'evenodd',
  threshold: 0.1,
  rootMarginPx: -100,
  loop: false,
  triggerOnce: true,
  triggerOnHover: true,
};

// power3.out, the easing of the effect the spec describes.
const EASING = 'cubic-bezier(0.165, 0.84, 0.44, 1)';

/**
 * When each animated character starts, in seconds. Spaces are not animated. In evenodd mode the
 * odd characters start one stagger apart from 0; the even ones start the same way once 70 % of
 * the odd group's run (duration plus its staggers) has passed.
 */
export function shuffleSchedule(
  text: string,
  { duration, stagger, mode }: Pick<ShuffleOptions, 'duration' | 'stagger' | 'mode'>,
): Array<number | null> {
  const animated = Array.from(text).map((character) => character !== ' ');
  const count = animated.filter(Boolean).length;
  // "all": every character starts together.
  if (mode === 'all') return animated.map((moves) => (moves ? 0 : null));
  const oddCount = Math.floor(count / 2);
  const oddRun = duration + Math.max(0, oddCount - 1) * stagger;
  const evenStart = oddCount > 0 ? oddRun * 0.7 : 0;
  let position = 0;
  return animated.map((moves) => {
    if (!moves) return null;
    const index = position++;
    return index % 2 === 1 ? ((index - 1) / 2) * stagger : evenStart + (index / 2) * stagger;
  });
}

/** The copies a character's strip holds, in order, and how far (in character widths) it travels. */
export function shuffleStrip(character: string, shuffleTimes: number, direction: ShuffleDirection) {
  const steps = Math.max(1, Math.floor(shuffleTimes)) + 1;
  const copies = Array.from({ length: steps + 1 }, () => character);
  // Right: the strip starts shifted left, showing its last copy, and slides until the first shows.
  const from = direction === 'right' ? -steps * 100 : 0;
  const to = direction === 'right' ? 0 : -steps * 100;
  return { copies, from, to };
}

interface ShuffleTextProps {
  text: string;
  options?: Partial<ShuffleOptions>;
}

/**
 * Text whose characters roll into place: once when it first comes into view, and again on hover.
 * The real text stays in the accessible name; with reduced motion nothing moves.
 */
export function ShuffleText({ text, options }: ShuffleTextProps) {
  const settings = { ...SHUFFLE_DEFAULTS, ...options };
  const { duration, shuffleTimes, stagger, direction, mode, threshold, rootMarginPx } = settings;
  const { loop, triggerOnce, triggerOnHover } = settings;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [playing, setPlaying] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const played = useRef(false);
  const animations = useRef<Animation[]>([]);

  const play = useCallback(() => {
    if (reducedMotion || animations.current.length > 0) return;
    played.current = true;
    setPlaying(true);
  }, [reducedMotion]);

  // Start once the strips are in the DOM; settle back to plain text when every strip is done.
  useEffect(() => {
    const element = root.current;
    if (!playing || !element) return;
    const strips = Array.from(element.querySelectorAll<HTMLElement>('[data-shuffle-strip]'));
    if (strips.length === 0 || typeof strips[0].animate !== 'function') {
      setPlaying(false);
      return;
    }
    const schedule = shuffleSchedule(text, { duration, stagger, mode }).filter(
      (start): start is number => start !== null,
    );
    const { from, to } = shuffleStrip('', shuffleTimes, direction);
    animations.current = strips.map((strip, index) =>
      strip.animate([{ transform: `translateX(${from}%)` }, { transform: `translateX(${to}%)` }], {
        duration: duration * 1000,
        delay: (schedule[index] ?? 0) * 1000,
        easing: EASING,
        fill: 'backwards',
        iterations: loop ? Infinity : 1,
      }),
    );
    let cancelled = false;
    Promise.all(animations.current.map((animation) => animation.finished))
      .then(() => {
        if (!cancelled) setPlaying(false);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      for (const animation of animations.current) animation.cancel();
      animations.current = [];
    };
  }, [playing, text, duration, stagger, mode, shuffleTimes, direction, loop]);

  // Plays once the element's top passes (1 - threshold) of the viewport, moved by the margin.
  useEffect(() => {
    const element = root.current;
    if (!element || reducedMotion || (triggerOnce && played.current)) return;
    const check = () => {
      const line = window.innerHeight * (1 - threshold) + rootMarginPx;
      if (element.getBoundingClientRect().top > line) return false;
      play();
      return true;
    };
    if (check() && triggerOnce) return;
    const onScroll = () => {
      if (check() && triggerOnce) stop();
    };
    const stop = () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return stop;
  }, [play, reducedMotion, threshold, rootMarginPx, triggerOnce]);

  return (
    <span
      ref={root}
      className={styles.shuffle}
      onMouseEnter={triggerOnHover ? play : undefined}
      data-shuffling={playing || undefined}
    >
      <span aria-hidden="true" className={styles.visible}>
        {playing
          ? Array.from(text, (character, index) =>
              character === ' ' ? (
                <span key={index}> </span>
              ) : (
                <span key={index} className={styles.cell}>
                  <span className={styles.placeholder}>{character}</span>
                  <span className={styles.strip} data-shuffle-strip="">
                    {shuffleStrip(character, shuffleTimes, direction).copies.map((copy, at) => (
                      <span key={at} className={styles.copy}>
                        {copy}
                      </span>
                    ))}
                  </span>
                </span>
              ),
            )
          : text}
      </span>
      <span className={styles.accessible}>{text}</span>
    </span>
  );
}
