import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { ContactForm } from './contact-form';

describe('Contact form', () => {
  it('shows the validation messages and sends nothing for an invalid form', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email Address'), 'ana@');
    await user.type(screen.getByLabelText('Message'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('posts name, email and message, then clears the form', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<ContactForm />, {
      routes: { 'POST /contacts': { status: 201, data: { message: 'ok' } } },
    });
    await user.type(screen.getByLabelText('Your Name'), 'Ana Brand');
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
  });

  it("shows Error! with the server's message when sending fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, {
      routes: {
        'POST /contacts': {
          status: 429,
          data: {
            statusCode: 429,
            message: 'Too many requests, please try again later',
            error: 'x',
          },
        },
      },
    });
    await user.type(screen.getByLabelText('Your Name'), 'Ana');
    await user.type(screen.getByLabelText('Email Address'), 'ana@brand.co');
    await user.type(screen.getByLabelText('Message'), 'We need 500 linen shirts.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error! Too many requests, please try again later',
    );
  });
});
