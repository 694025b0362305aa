import {
  getApiErrorMessage,
  PasskeyMessages,
  STEP_UP_CODES,
  type PasskeyRegistered,
} from '@threadline/contracts';
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { LoadingView } from '../../../components/loading-view';
import { useApiClient } from '../../../lib/api-context';
import { recoverWithCode } from '../api/recover-with-code';
import { registerPasskey } from '../api/register-passkey';
import { stepUpWithPasskey } from '../api/step-up-with-passkey';
import { useAuth } from '../hooks/use-auth';
import styles from './step-up-gate.module.css';

/** What the gate shows: the walk-through, the confirmation, or the recovery code shown once. */
type Step = 'register' | 'confirm' | 'recovered' | 'none';

/**
 * An admin's way to admin rights after the Firebase sign-in: register a passkey (the first
 * sign-in), confirm with it (every sign-in; the browser is asked at once, and the page waits for
 * that answer so it opens with the rights it will have), or use the recovery code. Until then the
 * dashboard works with member rights, and this says why.
 */
export function StepUpGate({ children }: { children: ReactNode }) {
  const api = useApiClient();
  const { stepUp, stepUpAsked, completeStepUp } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCode, setRecoveryCode] = useState<string | null>(null);
  const [recovering, setRecovering] = useState(false);
  const [recovered, setRecovered] = useState(false);
  // The one automatic request for the passkey, at sign-in.
  const [automatic, setAutomatic] = useState<'waiting' | 'asking' | 'answered'>('waiting');
  const titleId = useId();
  const codeId = useId();

  const step: Step = recovered
    ? 'recovered'
    : !stepUp
      ? 'none'
      : !stepUp.hasPasskey
        ? 'register'
        : !stepUp.adminRights || stepUpAsked
          ? 'confirm'
          : 'none';

  const run = useCallback(async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(getApiErrorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  }, []);

  const confirm = useCallback(
    () =>
      run(async () => {
        const { token } = await stepUpWithPasskey(api);
        await completeStepUp(token);
      }, PasskeyMessages.stepUpFailed),
    [api, completeStepUp, run],
  );

  const register = () =>
    run(async () => {
      const registered: PasskeyRegistered = await registerPasskey(api);
      if (registered.recoveryCode) setRecoveryCode(registered.recoveryCode);
      setRecovered(false);
      await completeStepUp(registered.token);
    }, PasskeyMessages.passkeyFailed);

  const recover = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void run(async () => {
      const { token } = await recoverWithCode(api, code);
      await completeStepUp(token);
      setRecovering(false);
      setRecovered(true);
    }, PasskeyMessages.recoveryCodeInvalid);
  };

  // At sign-in the browser is asked for the passkey at once; a sensitive action's request waits
  // for the admin's click.
  const asksAtOnce = step === 'confirm' && !stepUpAsked && automatic !== 'answered';
  useEffect(() => {
    if (!asksAtOnce || automatic !== 'waiting') return;
    setAutomatic('asking');
    void confirm().finally(() => setAutomatic('answered'));
  }, [asksAtOnce, automatic, confirm]);

  if (asksAtOnce) return <LoadingView label={PasskeyMessages.stepUpWaiting} fullScreen />;

  if (recoveryCode)
    return (
      <>
        <section className={styles.gate} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {PasskeyMessages.recoveryCodeTitle}
          </h2>
          <p className={styles.text}>{PasskeyMessages.recoveryCodeIntro}</p>
          <output className={styles.code} aria-label={PasskeyMessages.recoveryCodeLabel}>
            {recoveryCode}
          </output>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => setRecoveryCode(null)}>
              {PasskeyMessages.recoveryCodeDone}
            </button>
          </div>
        </section>
        {children}
      </>
    );
  if (step === 'none') return <>{children}</>;

  const title = step === 'confirm' ? PasskeyMessages.stepUpTitle : PasskeyMessages.registerTitle;
  const intro =
    step === 'confirm'
      ? stepUpAsked === STEP_UP_CODES.freshRequired
        ? PasskeyMessages.freshStepUpRequired
        : PasskeyMessages.stepUpRequired
      : step === 'recovered'
        ? PasskeyMessages.recoveredIntro
        : PasskeyMessages.registerIntro;
  return (
    <>
      <section className={styles.gate} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{intro}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => void (step === 'confirm' ? confirm() : register())}
          >
            {step === 'confirm' ? PasskeyMessages.stepUpAction : PasskeyMessages.registerAction}
          </button>
          {step === 'confirm' && !recovering && (
            <button type="button" className={styles.secondary} onClick={() => setRecovering(true)}>
              {PasskeyMessages.useRecoveryCode}
            </button>
          )}
          {step === 'recovered' && (
            <button type="button" className={styles.secondary} onClick={() => setRecovered(false)}>
              {PasskeyMessages.notNow}
            </button>
          )}
        </div>
        {step === 'confirm' && recovering && (
          <form className={styles.recovery} onSubmit={recover}>
            <div className={styles.field}>
              <label htmlFor={codeId}>{PasskeyMessages.recoveryCodeLabel}</label>
              <input
                id={codeId}
                name="code"
                className={styles.input}
                autoComplete="one-time-code"
                required
              />
            </div>
            <button type="submit" className={styles.primary} disabled={busy}>
              {PasskeyMessages.recoveryAction}
            </button>
          </form>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </section>
      {children}
    </>
  );
}
