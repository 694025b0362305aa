import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

// react-toastify is downloaded with the first toast, not with the start-up script. Toasts shown
// before its container mounts wait in react-toastify's own queue.
let toastify: Promise<typeof import('react-toastify')> | undefined;
const requestListeners = new Set<() => void>();

/** The react-toastify module, downloaded once on first use. */
export function loadToastify(): Promise<typeof import('react-toastify')> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of requestListeners) listener();
  }
  return toastify;
}

/** Whether any toast was asked for yet (the container mounts from then on). */
export const toastsRequested = (): boolean => toastify !== undefined;

export function onToastsRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

const show = (kind: 'success' | 'error', content: ReactNode, options?: ToastOptions) => {
  void loadToastify().then(({ toast: toastify }) => toastify[kind](content, options));
};

/** The shell's toasts: react-toastify's success and error, loaded on first use. */
export const toast = {
  success: (content: ReactNode, options?: ToastOptions) => show('success', content, options),
  error: (content: ReactNode, options?: ToastOptions) => show('error', content, options),
};
