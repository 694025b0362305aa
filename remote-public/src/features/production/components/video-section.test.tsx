import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';
import { REDUCED_MOTION_QUERY } from '../../../lib/motion';
import { renderWithProviders } from '../../../testing/render';
import { VideoSection } from './video-section';

const openQualityControl = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /Quality Control Standards/ }));
  return screen.getByRole('dialog', { name: 'Quality Control Standards' });
};

describe('Video section', () => {
  it('lists the three workshop videos with their durations and summaries', () => {
    renderWithProviders(<VideoSection />);
    expect(
      screen.getByRole('button', { name: 'Play Fabric Selection Process 2:15' }),
    ).toHaveAccessibleDescription(/test hand-feel, shrinkage and colour fastness/);
    expect(
      screen.getByRole('button', { name: 'Play Fabric Selection Process 2:15' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play Product Making & Pattern Design process 4:30' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play Quality Control Standards 3:20' }),
    ).toBeInTheDocument();
  });

  it('loops the behind-the-scenes preview, muted, from a local file', () => {
    const { container } = renderWithProviders(<VideoSection />);
    const preview = container.querySelector('video') as HTMLVideoElement;
    expect(preview).toBeInTheDocument();
    expect(preview.muted).toBe(true);
    expect(preview.loop).toBe(true);
    expect(preview.paused).toBe(false);
    expect(preview.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('opens a video in a modal that has the shell hold the page still, autoplays muted and closes on Escape', async () => {
    const user = userEvent.setup();
    const { scrollLock } = renderWithProviders(<VideoSection />);
    const card = screen.getByRole('button', { name: /Quality Control Standards/ });
    const dialog = await openQualityControl(user);

    expect(scrollLock.pageHeld).toBe(true);
    // The remote asks the shell and leaves <body> alone (only the shell styles it).
    expect(document.body.style.overflow).toBe('');
    const player = dialog.querySelector('video') as HTMLVideoElement;
    expect(player.muted).toBe(true);
    expect(player.paused).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(scrollLock.pageHeld).toBe(false);
    expect(card).toHaveFocus();
  });

  it.each([['{Enter}'], [' ']])('opens a video with the keyboard (%s)', async (key) => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    screen.getByRole('button', { name: /Fabric Selection Process/ }).focus();
    await user.keyboard(key);
    expect(screen.getByRole('dialog', { name: 'Fabric Selection Process' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the player but not on a click inside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    const dialog = await openQualityControl(user);

    await user.click(within(dialog).getByRole('heading', { name: 'Quality Control Standards' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the open modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    const dialog = await openQualityControl(user);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const mute = within(dialog).getByRole('button', { name: 'Unmute' });

    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.tab();
    expect(mute).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(mute).toHaveFocus();
  });

  it('pauses and plays, mutes and unmutes the clip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    const dialog = await openQualityControl(user);
    const player = dialog.querySelector('video') as HTMLVideoElement;

    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(player.paused).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Play' }));
    expect(player.paused).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Unmute' }));
    expect(player.muted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(player.muted).toBe(true);
  });

  it('ignores a refused autoplay silently and offers Play', async () => {
    const play = jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockImplementation(() =>
        Promise.reject(new DOMException('Autoplay refused', 'NotAllowedError')),
      );
    const consoleError = jest.spyOn(console, 'error');
    try {
      const user = userEvent.setup();
      renderWithProviders(<VideoSection />);
      const dialog = await openQualityControl(user);
      await act(async () => undefined);

      expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      play.mockRestore();
      consoleError.mockRestore();
    }
  });

  it('with reduced motion, shows a still instead of the preview and does not autoplay', async () => {
    const restore = matchMediaQueries(REDUCED_MOTION_QUERY);
    try {
      const user = userEvent.setup();
      const { container } = renderWithProviders(<VideoSection />);
      expect(container.querySelector('video')).not.toBeInTheDocument();

      const dialog = await openQualityControl(user);
      expect((dialog.querySelector('video') as HTMLVideoElement).paused).toBe(true);
      expect(within(dialog).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('describes what each clip shows, for people who cannot see it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    const dialog = await openQualityControl(user);
    expect(dialog).toHaveAccessibleDescription(/tape measures the chest/);
  });
});
