import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DialogMessages, ValidationMessages } from '@threadline/contracts';
import { expectFieldMessages, typeIntoFields } from '../../../testing/form-fields';
import { renderWithProviders } from '../../../testing/render';
import { ContactForm } from './contact-form';

const fillValidForm = (user: UserEvent) =>
  typeIntoFields(user, {
    'Your Name': 'Ana Brand',
    'Email Address': 'ana@brand.co',
    Message: 'We need 500 linen shirts.',
  });

describe('Contact form', () => {
  it('says every field is required when the form is sent empty, and focuses the first', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expectFieldMessages({
      'Your Name': ValidationMessages.nameRequired,
      'Email Address': ValidationMessages.emailRequired,
      Message: ValidationMessages.messageRequired,
    });
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the address and length messages and sends nothing for an invalid form', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<ContactForm />);
    await typeIntoFields(user, {
      'Your Name': 'Ana',
      'Email Address': 'ana@',
      Message: 'too short',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('shows Sending Message... on a disabled button while the message is on its way', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { routes: { 'POST /contacts': { pending: true } } });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
  });

  it('posts name, email and message, then clears the form', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<ContactForm />, {
      routes: { 'POST /contacts': { status: 201, data: { message: 'ok' } } },
    });
    await user.type(screen.getByLabelText('Your Name'), '  Ana Brand ');
    await user.type(screen.getByLabelText('Email Address'), 'ana@brand.co');
    await user.type(screen.getByLabelText('Message'), 'We need 500 linen shirts.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/message has been sent/);
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/contacts',
        body: { name: 'Ana Brand', email: 'ana@brand.co', message: 'We need 500 linen shirts.' },
      }),
    ]);
    expect(screen.getByLabelText('Your Name')).toHaveValue('');
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows Error! with the server's message when sending is throttled", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, {
      routes: {
        'POST /contacts': {
          status: 429,
          data: {
            statusCode: 429,
            message: 'Too many requests, please try again later',
            error: 'Too Many Requests',
          },
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error! Too many requests, please try again later',
    );
    // The text stays, so the person can try again.
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ana Brand');
  });

  it("joins the server's validation messages when it rejects the message with 400", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, {
      routes: {
        'POST /contacts': {
          status: 400,
          data: {
            statusCode: 400,
            message: [ValidationMessages.invalidEmail, ValidationMessages.messageTooShort],
            error: 'Bad Request',
          },
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error! ${ValidationMessages.invalidEmail}, ${ValidationMessages.messageTooShort}`,
    );
  });

  it('falls back to the default failure text when the server says nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, { routes: { 'POST /contacts': { status: 502 } } });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${DialogMessages.contactSubmitFailedTitle} ${DialogMessages.contactSubmitFailed}`,
    );
  });
});
