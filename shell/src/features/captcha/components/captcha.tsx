import { DialogMessages } from '@threadline/contracts';
import { ShellTimings } from '../../../config/timings';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useCaptcha } from '../hooks/use-captcha';
import {
  DEFAULT_CAPTCHA_LENGTH,
  drawCaptcha,
  type CaptchaCharacterSet,
} from '../utils/captcha-code';
import styles from './captcha.module.css';

export interface CaptchaProps {
  length?: number;
  characterSet?: CaptchaCharacterSet;
  reloadText?: string;
  reloadColor?: string;
  redrawOnFailure?: boolean;
  /** Told whenever the captcha becomes verified or unverified. */
  onVerifiedChange?: (verified: boolean) => void;
}

export function Captcha({
  length = DEFAULT_CAPTCHA_LENGTH,
  characterSet,
  reloadText = 'Reload Captcha',
  reloadColor = 'blue',
  redrawOnFailure = true,
  onVerifiedChange,
}: CaptchaProps) {
  const { code, verified, verify, reload } = useCaptcha({ length, characterSet, redrawOnFailure });
  const [typed, setTyped] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (canvasRef.current) drawCaptcha(canvasRef.current, code);
  }, [code]);

  const onVerifiedChangeRef = useRef(onVerifiedChange);
  onVerifiedChangeRef.current = onVerifiedChange;
  useEffect(() => {
    onVerifiedChangeRef.current?.(verified);
  }, [verified]);

  const handleVerify = () => {
    if (verify(typed)) {
      toast.success(DialogMessages.captchaValidated, { autoClose: ShellTimings.captchaToastMs });
      return;
    }
    setTyped('');
    toast.error(
      <div>
        <strong>{DialogMessages.captchaInvalidTitle}</strong>
        <div>{DialogMessages.captchaInvalidText}</div>
      </div>,
    );
  };

  const handleReload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setTyped('');
    reload();
  };

  // Enter checks the captcha instead of submitting the surrounding form.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      handleVerify();
    }
  };

  return (
    <div className={styles.captcha}>
      <div className={styles.codeRow}>
        <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label="Captcha code" />
        <a href="#" className={styles.reload} style={{ color: reloadColor }} onClick={handleReload}>
          {reloadText}
        </a>
      </div>
      <div className={styles.entryRow}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Enter captcha
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Enter captcha"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-describedby={verified ? `${inputId}-status` : undefined}
        />
        <button type="button" className={styles.verify} onClick={handleVerify}>
          Verify
        </button>
      </div>
      {verified && (
        <p id={`${inputId}-status`} className={styles.verified}>
          Captcha verified
        </p>
      )}
    </div>
  );
}
