import { useCallback, useEffect, useRef, useState } from 'react';
import { Timings } from '../../../config/messages';

/** Copies text and reports `copied` for 1.5 s, so the button can say 'Copied!'. */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copying to the clipboard failed', error);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), Timings.copiedHintMs);
  }, []);

  return { copied, copy };
}
