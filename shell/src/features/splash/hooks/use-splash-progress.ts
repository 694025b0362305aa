import { ShellTimings } from '../../../config/timings';
import { splashShownFor } from '../splash-clock';
import { SPLASH_MESSAGES } from '../splash-messages';
import { useEffect, useState } from 'react';

const randomStep = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const LAST_MESSAGE = SPLASH_MESSAGES.length - 1;
/** The message shown `ms` after the splash first showed. */
const messageAt = (ms: number) =>
  Math.min(Math.floor(ms / ShellTimings.splashMessageMs), LAST_MESSAGE);

/** The counter after `ticks` ticks of 3–15 %. */
function progressAfter(ticks: number): number {
  let progress = 0;
  for (let tick = 0; tick < ticks && progress < 100; tick += 1)
    progress = Math.min(100, progress + randomStep(3, 15));
  return progress;
}

/**
 * The start-up splash's bookkeeping: a progress counter that ticks every 150 ms by 3–15 % and
 * settles 800 ms after reaching 100, and a status message that changes every 800 ms, both counted
 * from when the splash first showed (splash-clock.ts): mounted later, they pick up where that
 * clock is. Neither is drawn; the splash only shows the logo (the message is announced to screen
 * readers).
 */
export function useSplashProgress() {
  // Where the splash's clock started, on the performance.now() clock.
  const [shownSince] = useState(() => performance.now() - splashShownFor());
  const elapsed = () => performance.now() - shownSince;

  const [progress, setProgress] = useState(() =>
    progressAfter(Math.floor(elapsed() / ShellTimings.splashTickMs)),
  );
  const [settled, setSettled] = useState(false);
  const [messageIndex, setMessageIndex] = useState(() => messageAt(elapsed()));

  useEffect(() => {
    if (progress >= 100) {
      const timer = setTimeout(() => setSettled(true), ShellTimings.splashDoneDelayMs);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(
      () => setProgress((value) => Math.min(100, value + randomStep(3, 15))),
      ShellTimings.splashTickMs,
    );
    return () => clearTimeout(timer);
  }, [progress]);

  // The next message at the next multiple of 800 ms on the splash's clock.
  useEffect(() => {
    if (messageIndex >= LAST_MESSAGE) return;
    const untilNext =
      (messageIndex + 1) * ShellTimings.splashMessageMs - (performance.now() - shownSince);
    const timer = setTimeout(
      () =>
        setMessageIndex((index) =>
          Math.min(Math.max(index + 1, messageAt(performance.now() - shownSince)), LAST_MESSAGE),
        ),
      Math.max(0, untilNext),
    );
    return () => clearTimeout(timer);
  }, [messageIndex, shownSince]);

  return { progress, settled, message: SPLASH_MESSAGES[messageIndex] };
}
