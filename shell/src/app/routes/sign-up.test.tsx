import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../router';
import { createFakeApi } from '../../testing/fake-api';
import { FakeAuthService } from '../../testing/fake-auth-service';
import { renderAppPage, solveCaptcha } from '../../testing/render';

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });
const googleButton = () => screen.getByRole('button', { name: 'Sign up with Google' });
const termsCheckbox = () =>
  screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });

type User = Awaited<ReturnType<typeof renderAppPage>>['user'];

async function fillIn(
  user: User,
  fields: Partial<Record<'Name' | 'Email' | 'Password' | 'Photo URL', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

async function unlockAndSubmit(user: User) {
  await solveCaptcha(user);
  await user.click(termsCheckbox());
  await user.click(signUpButton());
}

describe('the sign-up page', () => {
  it('keeps both sign-up buttons disabled until the captcha is verified and the terms are ticked', async () => {
    const { user } = await renderAppPage({ route: '/signup' });
    expect(signUpButton()).toBeDisabled();
    expect(googleButton()).toBeDisabled();
    await user.click(termsCheckbox());
    expect(signUpButton()).toBeDisabled();
    await solveCaptcha(user);
    expect(signUpButton()).toBeEnabled();
    expect(googleButton()).toBeEnabled();
    await user.click(termsCheckbox());
    expect(signUpButton()).toBeDisabled();
  });

  it('asks for the name, the email and the password', async () => {
    const { user, authService } = await renderAppPage({ route: '/signup' });
    await unlockAndSubmit(user);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(authService.calls).toEqual([]);
  });

  it('rejects a malformed email address', async () => {
    const { user } = await renderAppPage({ route: '/signup' });
    await fillIn(user, { Name: 'Ana', Email: 'ana@brand', Password: 'Tailor#9' });
    await unlockAndSubmit(user);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('rejects a password shorter than 6 characters', async () => {
    const { user } = await renderAppPage({ route: '/signup' });
    await fillIn(user, { Name: 'Ana', Email: 'ana@brand.co', Password: 'Ab1!' });
    await unlockAndSubmit(user);
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('rejects a password without uppercase, lowercase, a digit and a special character', async () => {
    const { user, authService } = await renderAppPage({ route: '/signup' });
    await fillIn(user, { Name: 'Ana', Email: 'ana@brand.co', Password: 'tailor99' });
    await unlockAndSubmit(user);
    expect(
      screen.getByText('Password must include uppercase, lowercase, number and special character'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must include uppercase, lowercase, number and special character',
    );
    expect(authService.calls).toEqual([]);
  });

  it('creates the account, saves the record, sends the verification email and goes to login', async () => {
    const { user, authService, api } = await renderAppPage({ route: '/signup' });
    await fillIn(user, {
      Name: 'Ana Weaver',
      'Photo URL': 'https://images.example/ana.jpg',
      Email: 'ana@brand.co',
      Password: 'Tailor#9',
    });
    await unlockAndSubmit(user);

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Account Created Successfully!' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('ana@brand.co');
    expect(dialog).toHaveTextContent('We sent a verification link to that address.');
    expect(dialog).toHaveTextContent('You can log in once your email address is verified.');
    expect(authService.calls).toEqual([
      'createAccount',
      'updateProfile',
      'sendVerificationEmail',
      'signOut',
    ]);
    expect(api.requests).toEqual([
      {
        method: 'POST',
        url: '/users',
        authorization: 'Bearer firebase-id-token-uid-1',
        body: {
          uid: 'uid-1',
          name: 'Ana Weaver',
          email: 'ana@brand.co',
          photoURL: 'https://images.example/ana.jpg',
          emailVerified: false,
        },
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('fills in a guest’s address and sends them on to their request once they log in', async () => {
    function LocationProbe() {
      const location = useLocation();
      return <output aria-label="location">{JSON.stringify(location.state ?? null)}</output>;
    }
    const { user } = await renderAppPage({
      route: '/signup?email=ana%40brand.co&next=%2Fdashboard%2Fquotes%2Fq7',
      ui: (
        <>
          <AppRoutes />
          <LocationProbe />
        </>
      ),
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ana@brand.co'));
    await fillIn(user, { Name: 'Ana Weaver', Password: 'Tailor#9' });
    await unlockAndSubmit(user);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(
      JSON.stringify({ from: { pathname: '/dashboard/quotes/q7' } }),
    );
  });

  it('uploads a chosen photo with the new account and uses its URL', async () => {
    const { user, api } = await renderAppPage({ route: '/signup' });
    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['png'], 'ana.png', { type: 'image/png' }),
    );
    expect(screen.getByLabelText('Photo URL')).toBeDisabled();
    await unlockAndSubmit(user);

    await screen.findByRole('heading', { name: 'Account Created Successfully!' });
    expect(api.sent()).toEqual(['POST /images', 'POST /users']);
    expect(api.requests[0].authorization).toBe('Bearer firebase-id-token-uid-1');
    expect(api.requests[0].body).toBeInstanceOf(FormData);
    expect((api.requests[0].body as FormData).get('image')).toBeInstanceOf(File);
    expect(api.requests[1].body).toMatchObject({ photoURL: 'https://images.example/ana.png' });
  });

  it('stops with Image Upload Failed when the photo upload yields no URL', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'POST /images': () => ({ status: 400, data: { success: false } }),
    });
    const { user, authService } = await renderAppPage({ route: '/signup', api });
    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    await user.upload(
      screen.getByLabelText('Profile photo'),
      new File(['png'], 'ana.png', { type: 'image/png' }),
    );
    await unlockAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Image Upload Failed' })).toBeInTheDocument();
    expect(screen.getByText('Please try again or use a photo URL instead.')).toBeInTheDocument();
    expect(api.sent()).toEqual(['POST /images']);
    // The unfinished account is deleted, so nothing is left half made.
    expect(authService.calls).toEqual(['createAccount', 'deleteAccount']);
    expect(authService.signedInAccount).toBeNull();
  });

  it('lets the visitor try again with a photo URL after Image Upload Failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let uploads = 0;
    const api = createFakeApi({
      'POST /images': () => {
        uploads += 1;
        return { status: 502, data: { message: 'Bad gateway' } };
      },
    });
    const { user, authService } = await renderAppPage({ route: '/signup', api });
    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    const photoInput = screen.getByLabelText('Profile photo') as HTMLInputElement;
    await user.upload(photoInput, new File(['png'], 'ana.png', { type: 'image/png' }));
    await unlockAndSubmit(user);
    const failed = await screen.findByRole('dialog');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // sweetalert2 hands focus back to the button a moment after closing; typing before that
    // would lose keystrokes to the focus change.
    await waitFor(() => expect(signUpButton()).toHaveFocus());

    // The form keeps what was typed; the visitor drops the file and types a URL instead.
    await user.upload(photoInput, []);
    await user.type(screen.getByLabelText('Photo URL'), 'https://images.example/ana.jpg');
    await user.click(signUpButton());

    expect(
      await screen.findByRole('heading', { name: 'Account Created Successfully!' }),
    ).toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(authService.calls.filter((call) => call === 'createAccount')).toHaveLength(2);
    expect(api.requests.at(-1)?.body).toMatchObject({
      photoURL: 'https://images.example/ana.jpg',
    });
  });

  it('keeps the account and confirms it when the user record cannot be saved yet', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'POST /users': () => ({ status: 503, data: { message: 'Database unavailable' } }),
    });
    const { user, authService } = await renderAppPage({ route: '/signup', api });
    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    await unlockAndSubmit(user);

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Account Created Successfully!' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('We sent a verification link to that address.');
    expect(authService.calls).toEqual([
      'createAccount',
      'updateProfile',
      'sendVerificationEmail',
      'signOut',
    ]);
  });

  it('says the verification link could not be sent, and login offers it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const authService = new FakeAuthService();
    authService.failNext(
      'sendVerificationEmail',
      new Error('Firebase: Error (auth/network-request-failed).'),
    );
    const { user } = await renderAppPage({ route: '/signup', authService });
    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    await unlockAndSubmit(user);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'We could not send the verification link just now: log in to have a new one sent.',
    );
    expect(authService.signedInAccount).toBeNull();
  });

  it("shows Signup Failed with the provider's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const authService = new FakeAuthService();
    authService.failNext(
      'createAccount',
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
        code: 'auth/email-already-in-use',
      }),
    );
    const { user } = await renderAppPage({ route: '/signup', authService });
    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    await unlockAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Signup Failed' })).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('remembers an invite code and sends it with the new user record', async () => {
    const { user, api } = await renderAppPage({ route: '/invite/REF-42' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(localStorage.getItem('invite-ref')).toBe('REF-42');

    await fillIn(user, { Name: 'Ana Weaver', Email: 'ana@brand.co', Password: 'Tailor#9' });
    await unlockAndSubmit(user);
    await screen.findByRole('heading', { name: 'Account Created Successfully!' });
    expect(api.requests[0].body).toMatchObject({ refCode: 'REF-42' });
    await waitFor(() => expect(localStorage.getItem('invite-ref')).toBeNull());
  });
});
