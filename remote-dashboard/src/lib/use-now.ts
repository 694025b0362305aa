import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: a page that shows "5 min ago" keeps saying the
 * truth while it stays open.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
