import { ShellTimings } from '../config/timings';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastify, onToastsRequested, toastsRequested } from '../lib/toast';

const ToastContainer = lazy(() =>
  loadToastify().then((toastify) => ({ default: toastify.ToastContainer })),
);

/** Where toasts appear; nothing is downloaded until the first toast is asked for. */
export function ToastOutlet() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-center" autoClose={ShellTimings.toastMs} newestOnTop />
    </Suspense>
  );
}
