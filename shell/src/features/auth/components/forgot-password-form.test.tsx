import { screen } from '@testing-library/react';
import { renderAppPage } from '../../../testing/render';

describe('the password reset page', () => {
  it('asks for an email address', async () => {
    const { user, authService } = await renderAppPage({ route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(authService.calls).toEqual([]);
  });

  it('sends the reset email and says so', async () => {
    const { user, authService } = await renderAppPage({ route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ana@brand.co');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(authService.calls).toEqual(['sendPasswordReset']);
  });
});
