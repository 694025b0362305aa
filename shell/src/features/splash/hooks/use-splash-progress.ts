import { ShellTimings } from '../../../config/timings';
import { SPLASH_MESSAGES } from '../splash-messages';
import { useEffect, useState } from 'react';

const randomStep = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * The start-up splash's bookkeeping: a progress counter that ticks every 150 ms by 3–15 % and
 * settles 800 ms after reaching 100, and a status message that changes every 800 ms.
 * Neither is drawn; the splash only shows the logo (the message is announced to screen readers).
 */
export function useSplashProgress() {
  const [progress, setProgress] = useState(0);
  const [settled, setSettled] = useState(false);
  const [messageIndex, setMessageIndex] = useState(0);

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

  useEffect(() => {
    const timer = setInterval(
      () => setMessageIndex((index) => Math.min(index + 1, SPLASH_MESSAGES.length - 1)),
      ShellTimings.splashMessageMs,
    );
    return () => clearInterval(timer);
  }, []);

  return { progress, settled, message: SPLASH_MESSAGES[messageIndex] };
}
