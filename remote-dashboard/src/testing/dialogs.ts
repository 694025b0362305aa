import { screen, waitFor, within } from '@testing-library/react';

/** A button of the sweetalert2 dialog with this title, once that dialog is open. */
export async function dialogButton(dialogTitle: string, buttonName: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  return within(dialog).getByRole('button', { name: buttonName });
}

/** Waits out sweetalert2's closing animation until no dialog is left. */
export const waitForDialogsToClose = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
