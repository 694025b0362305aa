import { screen, waitFor } from '@testing-library/react';
import { FakeAuthService, verifiedUser } from '../../../testing/fake-auth-service';
import { renderAppPage, solveCaptcha } from '../../../testing/render';
import { ACCESS_TOKEN_KEY } from '../../../config/session';

const ana = verifiedUser();

async function renderLogin(route = '/login', authService = new FakeAuthService()) {
  authService.addAccount(ana, 'Secret#1');
  return renderAppPage({ route, authService });
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });
const googleButton = () => screen.getByRole('button', { name: 'Sign in with Google' });
const termsCheckbox = () =>
  screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });

describe('the login page', () => {
  it('keeps both sign-in buttons disabled until the captcha is verified and the terms are ticked', async () => {
    const { user } = await renderLogin();
    expect(signInButton()).toBeDisabled();
    expect(googleButton()).toBeDisabled();

    await user.click(termsCheckbox());
    expect(signInButton()).toBeDisabled();
    expect(googleButton()).toBeDisabled();

    await user.click(termsCheckbox());
    await solveCaptcha(user);
    expect(signInButton()).toBeDisabled();
    expect(googleButton()).toBeDisabled();

    await user.click(termsCheckbox());
    expect(signInButton()).toBeEnabled();
    expect(googleButton()).toBeEnabled();

    await user.click(termsCheckbox());
    expect(signInButton()).toBeDisabled();
    expect(googleButton()).toBeDisabled();
  });

  it('disables the buttons again when a later captcha entry is wrong', async () => {
    const { user } = await renderLogin();
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    expect(signInButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Enter captcha'));
    await user.type(screen.getByLabelText('Enter captcha'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(signInButton()).toBeDisabled());
  });

  it('asks for the email and the password', async () => {
    const { user, authService } = await renderLogin();
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(signInButton());

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(authService.calls).not.toContain('signInWithPassword');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to sign-up, password reset and the terms (in a new tab)', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Lost password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const terms = screen.getByRole('link', { name: 'Terms & Conditions' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('signs in, starts a session and goes home when the visitor came straight to login', async () => {
    const { user, api } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ana@brand.co');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(signInButton());

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(await screen.findByText('Public pages for Ana Weaver')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/jwt',
      body: { idToken: 'firebase-id-token-uid-ana' },
    });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('session-token');
  });

  it('returns to the page the visitor came from after signing in', async () => {
    const { user } = await renderLogin('/dashboard/Profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@brand.co');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(signInButton());

    expect(await screen.findByText('Dashboard pages for Ana Weaver')).toBeInTheDocument();
  });

  it("shows Login Failed with the provider's message when the password is wrong", async () => {
    const { user, api } = await renderLogin();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(screen.getByLabelText('Email'), 'ana@brand.co');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(signInButton());

    expect(await screen.findByRole('heading', { name: 'Login Failed' })).toBeInTheDocument();
    expect(screen.getByText('Incorrect email or password')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('refuses an unverified email, offers a new verification link and signs the user out', async () => {
    const authService = new FakeAuthService();
    authService.addAccount(
      verifiedUser({ uid: 'uid-new', email: 'new@brand.co', emailVerified: false }),
      'Secret#1',
    );
    const { user, api } = await renderAppPage({ route: '/login', authService });
    await user.type(screen.getByLabelText('Email'), 'new@brand.co');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(signInButton());

    expect(
      await screen.findByText(
        'Please verify your email before logging in. Check your inbox for the verification link.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() =>
      expect(authService.calls).toEqual(['signInWithPassword', 'sendVerificationEmail', 'signOut']),
    );
    expect(authService.signedInAccount).toBeNull();
    expect(api.sent()).not.toContain('POST /jwt');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs in with Google, saves the email and name, then goes home', async () => {
    const logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, api, authService } = await renderLogin();
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(googleButton());

    expect(await screen.findByText('Public pages for Gia Loom')).toBeInTheDocument();
    expect(authService.calls).toEqual(['signInWithGoogle']);
    expect(api.requests).toContainEqual({
      method: 'POST',
      url: '/users',
      authorization: 'Bearer firebase-id-token-uid-google',
      body: { email: 'gia@brand.co', name: 'Gia Loom' },
    });
    expect(logged).toHaveBeenCalledWith('Saved the Google user record', { insertedId: 'user-1' });
  });

  it('signs up with Google through an invite: every save that could create the record carries the code', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.setItem('invite-ref', 'REF-7');
    const { user, api } = await renderLogin();
    await solveCaptcha(user);
    await user.click(termsCheckbox());
    await user.click(googleButton());

    expect(await screen.findByText('Public pages for Gia Loom')).toBeInTheDocument();
    const firstExchange = api.sent().indexOf('POST /jwt');
    const savesBeforeExchange = api.requests
      .slice(0, firstExchange)
      .filter((request) => request.method === 'POST' && request.url === '/users');
    expect(savesBeforeExchange.length).toBeGreaterThan(0);
    for (const save of savesBeforeExchange) {
      expect(save.body).toMatchObject({ refCode: 'REF-7' });
      expect(save.authorization).toBe('Bearer firebase-id-token-uid-google');
    }
    await waitFor(() => expect(localStorage.getItem('invite-ref')).toBeNull());
  });
});
