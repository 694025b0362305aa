import { useCallback, useEffect, useRef, useState } from 'react';
import { useInView } from '@threadline/web-kit/use-in-view';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query';
import styles from './shuffle-text.module.css';

/*
 * The spec's parameters for the effect (SPEC section 1), the only ones the navigation uses:
 * each character rolls right past one copy of itself in 0.35 s, odd positions first and 0.03 s
 * apart, once when the text comes into view (10 % of it, 100 px above the viewport's bottom)
 * and again on hover.
 */
const DURATION_S = 0.35;
const STAGGER_S = 0.03;
const SHUFFLE_TIMES = 1;
const IN_VIEW = { threshold: 0.1, rootMargin: '0px 0px -100px 0px' };

// power3.out, the easing of the effect the spec describes.
const EASING = 'cubic-bezier(0.165, 0.84, 0.44, 1)';

/**
 * When each animated character starts, in seconds. Spaces are not animated. The odd characters
 * start one stagger apart from 0; the even ones start the same way once 70 % of the odd group's
 * run (duration plus its staggers) has passed.
 */
function shuffleSchedule(text: string): Array<number | null> {
  const duration = DURATION_S;
  const stagger = STAGGER_S;
  const animated = Array.from(text).map((character) => character !== ' ');
  const count = animated.filter(Boolean).length;
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

/** The copies a character's strip holds, and how far (in character widths) it travels. */
function shuffleStrip(character: string) {
  const steps = SHUFFLE_TIMES + 1;
  const copies = Array.from({ length: steps + 1 }, () => character);
  // The strip starts shifted left, showing its last copy, and slides right until the first shows.
  return { copies, from: -steps * 100, to: 0 };
}

/**
 * Text whose characters roll into place: once when it first comes into view, and again on hover.
 * The real text stays in the accessible name; with reduced motion nothing moves.
 */
export function ShuffleText({ text }: { text: string }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [playing, setPlaying] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const animations = useRef<Animation[]>([]);

  const play = useCallback(() => {
    if (reducedMotion || animations.current.length > 0) return;
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
    const schedule = shuffleSchedule(text).filter((start): start is number => start !== null);
    const { from, to } = shuffleStrip('');
    animations.current = strips.map((strip, index) =>
      strip.animate([{ transform: `translateX(${from}%)` }, { transform: `translateX(${to}%)` }], {
        duration: DURATION_S * 1000,
        delay: (schedule[index] ?? 0) * 1000,
        easing: EASING,
        fill: 'backwards',
        iterations: 1,
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
  }, [playing, text]);

  const inView = useInView(root, IN_VIEW);
  useEffect(() => {
    if (inView) play();
  }, [inView, play]);

  return (
    <span
      ref={root}
      className={styles.shuffle}
      onMouseEnter={play}
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
                    {shuffleStrip(character).copies.map((copy, at) => (
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
