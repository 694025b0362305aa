import { useCallback, useState } from 'react';
import {
  generateCaptchaCode,
  isCaptchaMatch,
  type CaptchaCharacterSet,
} from '../utils/captcha-code';

export interface UseCaptchaOptions {
  length: number;
  characterSet?: CaptchaCharacterSet;
  /** Draw a new code after a wrong entry (the default). */
  redrawOnFailure?: boolean;
}

/** The captcha's state: the drawn code and whether the visitor has matched it. */
export function useCaptcha({ length, characterSet, redrawOnFailure = true }: UseCaptchaOptions) {
  const [code, setCode] = useState(() => generateCaptchaCode(length, characterSet));
  const [verified, setVerified] = useState(false);

  const reload = useCallback(() => {
    setCode(generateCaptchaCode(length, characterSet));
    setVerified(false);
  }, [length, characterSet]);

  /** Compares the typed value; a match keeps the code, a miss unverifies and (by default) redraws. */
  const verify = useCallback(
    (typed: string): boolean => {
      const matched = isCaptchaMatch(typed, code);
      setVerified(matched);
      if (!matched && redrawOnFailure) setCode(generateCaptchaCode(length, characterSet));
      return matched;
    },
    [code, length, characterSet, redrawOnFailure],
  );

  return { code, verified, verify, reload };
}
