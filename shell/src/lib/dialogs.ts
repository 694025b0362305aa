import type { SweetAlertResult } from 'sweetalert2';

/** The sweetalert2 dialogs of the spec's error catalogue, with the shell's colours. */
const confirmButtonColor = '#1f2a44';

/** sweetalert2 is downloaded on the first dialog, not with the start-up script. */
export const loadSwal = async () => (await import('sweetalert2')).default;

export const showErrorDialog = async (title: string, text: string): Promise<SweetAlertResult> =>
  (await loadSwal()).fire({ icon: 'error', title, text, confirmButtonColor });

export const showWarningDialog = async (title: string, text: string): Promise<SweetAlertResult> =>
  (await loadSwal()).fire({ icon: 'warning', title, text, confirmButtonColor });

export const showSuccessDialog = async (title: string, text: string): Promise<SweetAlertResult> =>
  (await loadSwal()).fire({ icon: 'success', title, text, confirmButtonColor });

export { confirmButtonColor };
