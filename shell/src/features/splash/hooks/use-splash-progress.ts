import { ShellTimings } from '../../../config/timings';
import { splashShownFor } from '../splash-clock';
import { SPLASH_MESSAGES } from '../splash-messages';
import { useEffect, useState } from 'react';

const randomStep = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const LAST_MESSAGE = SPLASH_MESSAGES.length - 1;

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
  const [shownFor] = useState(splashShownFor);
  const [progress, setProgress] = useState(() =>
    progressAfter(Math.floor(shownFor / ShellTimings.splashTickMs)),
  );
  const [settled, setSettled] = useState(false);
  const [messageIndex, setMessageIndex] = useState(() =>
    Math.min(Math.floor(shownFor / ShellTimings.splashMessageMs), LAST_MESSAGE),
  );

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

  // Every 800 ms since the splash first showed: the first change comes sooner by what had passed
  // of the current message's 800 ms before this mount.
  const [firstMessageIndex] = useState(messageIndex);
  useEffect(() => {
    if (messageIndex >= LAST_MESSAGE) return;
    const intoMessage =
      messageIndex === firstMessageIndex ? shownFor % ShellTimings.splashMessageMs : 0;
    const timer = setTimeout(
      () => setMessageIndex((index) => Math.min(index + 1, LAST_MESSAGE)),
      ShellTimings.splashMessageMs - intoMessage,
    );
    return () => clearTimeout(timer);
  }, [messageIndex, firstMessageIndex, shownFor]);

  return { progress, settled, message: SPLASH_MESSAGES[messageIndex] };
}
