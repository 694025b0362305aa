import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { VideoSection } from './video-section';

describe('Video section', () => {
  it('lists the three workshop videos with their durations', () => {
    renderWithProviders(<VideoSection />);
    expect(
      screen.getByRole('button', { name: 'Play Fabric Selection Process (2:15)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play Product Making & Pattern Design process (4:30)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Play Quality Control Standards (3:20)' }),
    ).toBeInTheDocument();
  });

  it('opens a video in a modal that locks page scroll and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    await user.click(screen.getByRole('button', { name: /Quality Control Standards/ }));

    expect(screen.getByRole('dialog', { name: 'Quality Control Standards' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens a video with the keyboard and closes it with the Close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoSection />);
    screen.getByRole('button', { name: /Fabric Selection Process/ }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Fabric Selection Process' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
