import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseEmulatedGoogleAccount } from './choose-emulated-google-account';

describe("the emulator's Google account chooser", () => {
  it('answers the account the visitor enters', async () => {
    const user = userEvent.setup();
    const choice = chooseEmulatedGoogleAccount();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
    await user.type(within(dialog).getByLabelText('Google account email'), 'gia@brand.co');
    await user.type(within(dialog).getByLabelText('Display name'), 'Gia Loom');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await expect(choice).resolves.toEqual({ email: 'gia@brand.co', name: 'Gia Loom' });
  });

  it('names the account after its email when no name is given', async () => {
    const user = userEvent.setup();
    const choice = chooseEmulatedGoogleAccount();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Google account email'), 'gia@brand.co');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await expect(choice).resolves.toEqual({ email: 'gia@brand.co', name: 'gia' });
  });

  it('refuses an entry that is not an email address', async () => {
    const user = userEvent.setup();
    void chooseEmulatedGoogleAccount();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Google account email'), 'gia');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(
      await within(dialog).findByText('Enter the email address of the Google account.'),
    ).toBeInTheDocument();
  });

  it('answers null when the visitor cancels', async () => {
    const user = userEvent.setup();
    const choice = chooseEmulatedGoogleAccount();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await expect(choice).resolves.toBeNull();
  });
});
