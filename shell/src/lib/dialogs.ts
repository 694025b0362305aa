import Swal, { type SweetAlertResult } from 'sweetalert2';

/** The sweetalert2 dialogs of the spec's error catalogue, with the shell's colours. */
const confirmButtonColor = '#1f2a44';

export const showErrorDialog = (title: string, text: string): Promise<SweetAlertResult> =>
  Swal.fire({ icon: 'error', title, text, confirmButtonColor });

export const showWarningDialog = (title: string, text: string): Promise<SweetAlertResult> =>
  Swal.fire({ icon: 'warning', title, text, confirmButtonColor });

export const showSuccessDialog = (title: string, text: string): Promise<SweetAlertResult> =>
  Swal.fire({ icon: 'success', title, text, confirmButtonColor });

export { Swal, confirmButtonColor };
