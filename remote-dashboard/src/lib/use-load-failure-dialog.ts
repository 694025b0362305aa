import { useEffect } from 'react';
import { getApiErrorMessage } from '@threadline/contracts';
import { showError } from './dialogs';

/**
 * Reports a failed page load once, in an error dialog under `title`, and logs it; the page keeps
 * its own Try Again state underneath. `failure` is null while there is nothing to report.
 */
export function useLoadFailureDialog(failure: unknown, title: string, fallbackText = '') {
  useEffect(() => {
    if (!failure) return;
    console.error(title, failure);
    void showError(title, getApiErrorMessage(failure, fallbackText));
  }, [failure, title, fallbackText]);
}
