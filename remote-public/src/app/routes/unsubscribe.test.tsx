import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render';
import { UnsubscribeMessages } from '../../config/unsubscribe-messages';

describe('the unsubscribe page an email links to', () => {
  it('asks for one click, sends the signed one-click POST, then confirms', async () => {
    const { api } = renderApp({
      route: '/unsubscribe?s=email%3Aana%40brand.example&sig=abc',
      routes: {
        'POST /notifications/unsubscribe?s=email%3Aana%40brand.example&sig=abc': {
          data: { statusEmails: false },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: UnsubscribeMessages.title }),
    ).toBeInTheDocument();
    // Opening the page changes nothing: a scanner following the link unsubscribes nobody.
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: UnsubscribeMessages.confirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(UnsubscribeMessages.done);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says a link with a wrong signature is not valid', async () => {
    renderApp({
      route: '/unsubscribe?s=someone&sig=forged',
      routes: {
        'POST /notifications/unsubscribe?s=someone&sig=forged': {
          status: 403,
          data: { statusCode: 403, message: UnsubscribeMessages.invalid },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: UnsubscribeMessages.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UnsubscribeMessages.invalid);
  });
});
