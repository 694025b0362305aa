import { screen, waitFor } from '@testing-library/react';
import { readDrawnText } from '../../../testing/fake-canvas';
import { renderApp } from '../../../testing/render';
import { Captcha } from './captcha';

function renderCaptcha(props: Parameters<typeof Captcha>[0] = {}) {
  const onVerifiedChange = jest.fn();
  const rendered = renderApp({ ui: <Captcha onVerifiedChange={onVerifiedChange} {...props} /> });
  const drawnCode = () => readDrawnText(screen.getByRole('img', { name: 'Captcha code' }));
  return { ...rendered, onVerifiedChange, drawnCode };
}

describe('the captcha', () => {
  it('draws a six-character code by default', () => {
    const { drawnCode } = renderCaptcha();
    expect(drawnCode()).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('draws a code of the length and character set the caller asks for', () => {
    const { drawnCode } = renderCaptcha({ length: 4, characterSet: 'numbers' });
    expect(drawnCode()).toMatch(/^[0-9]{4}$/);
  });

  it('validates the code typed exactly and keeps it', async () => {
    const { user, drawnCode, onVerifiedChange } = renderCaptcha();
    const code = drawnCode();
    await user.type(screen.getByLabelText('Enter captcha'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const validated = await screen.findByText('Captcha Validated!');
    // A shorter toast than the others: 1500 ms.
    expect(
      validated.closest('.Toastify__toast')?.querySelector<HTMLElement>('.Toastify__progress-bar')
        ?.style.animationDuration,
    ).toBe('1500ms');
    expect(onVerifiedChange).toHaveBeenLastCalledWith(true);
    expect(drawnCode()).toBe(code);
  });

  it('refuses a wrong entry, says so and draws a new code', async () => {
    const { user, drawnCode, onVerifiedChange } = renderCaptcha({ characterSet: 'numbers' });
    const first = drawnCode();
    await user.type(screen.getByLabelText('Enter captcha'), 'wrong!');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid Captcha')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(onVerifiedChange).toHaveBeenLastCalledWith(false);
    expect(onVerifiedChange).not.toHaveBeenCalledWith(true);
    expect(screen.getByLabelText('Enter captcha')).toHaveValue('');
    // A new code was drawn (the same six digits again is a one-in-a-million draw).
    expect(drawnCode()).toMatch(/^[0-9]{6}$/);
    expect(drawnCode()).not.toBe(first);
  });

  it('can keep the code after a wrong entry when the caller turns redrawing off', async () => {
    const { user, drawnCode } = renderCaptcha({ redrawOnFailure: false });
    const first = drawnCode();
    await user.type(screen.getByLabelText('Enter captcha'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Invalid Captcha');
    expect(drawnCode()).toBe(first);
  });

  it('becomes unverified again after a wrong entry that follows a right one', async () => {
    const { user, drawnCode, onVerifiedChange } = renderCaptcha();
    await user.type(screen.getByLabelText('Enter captcha'), drawnCode());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerifiedChange).toHaveBeenLastCalledWith(true));

    await user.clear(screen.getByLabelText('Enter captcha'));
    await user.type(screen.getByLabelText('Enter captcha'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerifiedChange).toHaveBeenLastCalledWith(false));
  });

  it('draws a new code when Reload Captcha is clicked', async () => {
    const { user, drawnCode } = renderCaptcha({ length: 8 });
    const first = drawnCode();
    const reload = screen.getByRole('link', { name: 'Reload Captcha' });
    expect(reload).toHaveStyle({ color: 'rgb(0, 0, 255)' });
    await user.click(reload);
    expect(drawnCode()).toHaveLength(8);
    expect(drawnCode()).not.toBe(first);
  });

  it('checks the code when Enter is pressed in its box', async () => {
    const { user, drawnCode } = renderCaptcha();
    await user.type(screen.getByLabelText('Enter captcha'), `${drawnCode()}{Enter}`);
    expect(await screen.findByText('Captcha Validated!')).toBeInTheDocument();
  });
});
