import { DialogMessages } from '@threadline/contracts';
import { useState } from 'react';
import { showWarningDialog } from '../../../lib/dialogs';

/**
 * What the login and sign-up forms ask before any sign-in: the terms accepted (else the spec's
 * warning) and the captcha verified; and one attempt at a time, with the buttons disabled.
 */
export function useGuardedSubmit(captchaVerified: boolean, termsAccepted: boolean) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async (attempt: () => Promise<unknown>): Promise<void> => {
    if (!termsAccepted) {
      await showWarningDialog(DialogMessages.termsRequiredTitle, DialogMessages.termsRequiredText);
      return;
    }
    if (!captchaVerified) return;
    setSubmitting(true);
    try {
      await attempt();
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, ready: captchaVerified && termsAccepted && !submitting, submit };
}
