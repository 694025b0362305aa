import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteMessages, type CategorySummary } from '@threadline/contracts';
import { expectFieldMessages } from '../../../testing/form-fields';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { QuoteRequestForm } from './quote-request-form';

const categories: CategorySummary[] = [
  { key: 'shirts', title: 'Shirts', image: '/images/shirts', icon: 'Shirt' },
  { key: 'denim', title: 'Denim', image: '/images/denim', icon: 'Package' },
];
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, { signedIn = false } = {}) {
  if (!signedIn) {
    await user.type(screen.getByLabelText('Your Name'), 'Ana Weaver');
    await user.type(screen.getByLabelText('Email Address'), 'ana@brand.example');
  }
  await user.selectOptions(await screen.findByLabelText('Product category'), 'shirts');
  await user.type(screen.getByLabelText('Quantity (pieces)'), '500');
  await user.type(screen.getByLabelText('Needed by'), inDays(60));
  await user.type(screen.getByLabelText('Details'), 'Poplin shirts in three colours.');
}

describe('Request a Quote form', () => {
  it('shows contracts’ messages for an empty form, focuses the first field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<QuoteRequestForm />, {
      routes: { 'GET /categories': { data: categories } },
    });
    await screen.findByRole('option', { name: 'Shirts' });
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

    expectFieldMessages({
      'Your Name': QuoteMessages.nameRequired,
      'Product category': QuoteMessages.categoryRequired,
      'Quantity (pieces)': QuoteMessages.quantityRequired,
      'Needed by': QuoteMessages.deadlineRequired,
      Details: QuoteMessages.detailsRequired,
    });
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a bulk order under the minimum and a sample over fifty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteRequestForm />, {
      routes: { 'GET /categories': { data: categories } },
    });
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Quantity (pieces)'));
    await user.type(screen.getByLabelText('Quantity (pieces)'), '120');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    expect(screen.getByLabelText('Quantity (pieces)')).toHaveAccessibleDescription(
      QuoteMessages.bulkMinimum,
    );

    await user.click(screen.getByRole('radio', { name: /Samples/ }));
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    expect(screen.getByLabelText('Quantity (pieces)')).toHaveAccessibleDescription(
      QuoteMessages.sampleRange,
    );
  });

  it('preselects the category from the link and fills in a signed-in member’s name and email', async () => {
    renderApp({
      route: '/request-quote?category=denim',
      routes: { 'GET /categories': { data: categories } },
      props: {
        user: {
          uid: 'u1',
          email: 'ana@brand.example',
          displayName: 'Ana Weaver',
          photoURL: null,
          emailVerified: true,
        },
      },
    });

    await screen.findByRole('option', { name: 'Denim' });
    expect(screen.getByLabelText('Product category')).toHaveValue('denim');
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ana Weaver');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ana@brand.example');
    expect(screen.getByRole('complementary', { name: 'Ordering terms' })).toHaveTextContent(
      'FOB, CIF, DDP',
    );
    expect(screen.getByRole('complementary', { name: 'Ordering terms' })).toHaveTextContent(
      '300 pcs per style',
    );
  });

  it('uploads a tech pack with progress and sends its id and token with the request, then shows the reference', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<QuoteRequestForm />, {
      routes: {
        'GET /categories': { data: categories },
        'POST /quotes/attachments': {
          status: 201,
          progress: [{ loaded: 50, total: 100 }],
          data: {
            id: 'f'.repeat(24),
            uploadToken: 'token-1',
            fileName: 'pack.pdf',
            contentType: 'application/pdf',
            size: 9,
          },
        },
        'POST /quotes': {
          status: 201,
          data: { insertedId: 'a'.repeat(24), reference: 'Q-2026-0042' },
        },
      },
    });
    await fillValidForm(user);
    await user.upload(
      screen.getByLabelText(/Tech pack and reference images/),
      new File(['%PDF-1.7'], 'pack.pdf', { type: 'application/pdf' }),
    );

    const attached = await screen.findByRole('list', { name: 'Attached files' });
    expect(await within(attached).findByText('Uploaded')).toBeInTheDocument();
    expect(
      within(attached).getByRole('progressbar', { name: 'Upload of pack.pdf' }),
    ).toHaveAttribute('value', '100');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      QuoteMessages.received('Q-2026-0042'),
    );
    const sent = api.calls.find((call) => call.method === 'POST' && call.url === '/quotes');
    expect(sent?.body).toMatchObject({
      name: 'Ana Weaver',
      categoryKey: 'shirts',
      kind: 'bulk',
      quantity: 500,
      attachments: [{ id: 'f'.repeat(24), uploadToken: 'token-1' }],
    });
  });

  it('brings the confirmation into view, focuses it and links a member to My Quotes', async () => {
    const user = userEvent.setup();
    const scrolledInto: Element[] = [];
    jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledInto.push(this);
    });
    renderWithProviders(<QuoteRequestForm />, {
      routes: {
        'GET /categories': { data: categories },
        'POST /quotes': {
          status: 201,
          data: { insertedId: 'a'.repeat(24), reference: 'Q-2026-0043' },
        },
      },
      props: {
        user: {
          uid: 'u1',
          email: 'ana@brand.example',
          displayName: 'Ana Weaver',
          photoURL: null,
          emailVerified: true,
        },
      },
    });
    await screen.findByRole('option', { name: 'Shirts' });
    await fillValidForm(user, { signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

    const heading = await screen.findByRole('heading', { name: 'Request received' });
    expect(heading).toHaveFocus();
    expect(scrolledInto).toEqual([heading]);
    expect(screen.getByRole('status')).toHaveTextContent(QuoteMessages.received('Q-2026-0043'));
    expect(screen.getByRole('link', { name: QuoteMessages.followInMyQuotes })).toHaveAttribute(
      'href',
      '/dashboard/my-quotes',
    );
  });

  it('shows the server’s message when an upload is refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteRequestForm />, {
      routes: {
        'GET /categories': { data: categories },
        'POST /quotes/attachments': {
          status: 415,
          data: {
            statusCode: 415,
            message: QuoteMessages.attachmentType,
            error: 'Unsupported Media Type',
          },
        },
      },
    });
    await user.upload(
      screen.getByLabelText(/Tech pack and reference images/),
      new File(['hello'], 'notes.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(QuoteMessages.attachmentType);
  });

  it('shows the API’s field messages when the request is refused', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuoteRequestForm />, {
      routes: {
        'GET /categories': { data: categories },
        'POST /quotes': {
          status: 400,
          data: { statusCode: 400, message: [QuoteMessages.categoryUnknown], error: 'Bad Request' },
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(QuoteMessages.categoryUnknown);
  });

  describe('a quantity with the visitor’s thousands separator', () => {
    const withLanguage = (language: string) =>
      jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue([language]);
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['en-US', '1,200'],
      ['de-DE', '1.200'],
      ['fr-FR', '1 200'],
    ])('in %s, sends %p as 1200 pieces', async (language, typed) => {
      withLanguage(language);
      const user = userEvent.setup();
      const { api } = renderWithProviders(<QuoteRequestForm />, {
        routes: {
          'GET /categories': { data: categories },
          'POST /quotes': {
            status: 201,
            data: { insertedId: 'a'.repeat(24), reference: 'Q-2026-0044' },
          },
        },
      });
      await fillValidForm(user);
      await user.clear(screen.getByLabelText('Quantity (pieces)'));
      await user.type(screen.getByLabelText('Quantity (pieces)'), typed);
      await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        QuoteMessages.received('Q-2026-0044'),
      );
      const sent = api.calls.find((call) => call.method === 'POST' && call.url === '/quotes');
      expect(sent?.body).toMatchObject({ quantity: 1200 });
    });

    it('refuses "1,200" in German, where the comma is a decimal mark', async () => {
      withLanguage('de-DE');
      const user = userEvent.setup();
      const { api } = renderWithProviders(<QuoteRequestForm />, {
        routes: { 'GET /categories': { data: categories } },
      });
      await fillValidForm(user);
      await user.clear(screen.getByLabelText('Quantity (pieces)'));
      await user.type(screen.getByLabelText('Quantity (pieces)'), '1,200');
      await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

      expect(screen.getByLabelText('Quantity (pieces)')).toHaveAccessibleDescription(
        QuoteMessages.quantityInvalid,
      );
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });
  });

  it('sends the colour the size breakdown is for, as the one line’s colour', async () => {
    const user = userEvent.setup();
    const { api } = renderWithProviders(<QuoteRequestForm />, {
      routes: {
        'GET /categories': { data: categories },
        'POST /quotes': {
          status: 201,
          data: { insertedId: 'a'.repeat(24), reference: 'Q-2026-0045' },
        },
      },
    });
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Colour (optional, e.g. Navy)'), '  Navy ');
    await user.type(
      screen.getByLabelText('Size breakdown (optional, e.g. S=100, M=200)'),
      'M=200, L=300',
    );
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      QuoteMessages.received('Q-2026-0045'),
    );
    const sent = api.calls.find((call) => call.method === 'POST' && call.url === '/quotes');
    expect(sent?.body).toMatchObject({ colour: 'Navy', sizes: { M: 200, L: 300 } });
  });

  it('marks only the fields it needs as required, so a screen reader does not announce Company or Phone', async () => {
    renderWithProviders(<QuoteRequestForm />, {
      routes: { 'GET /categories': { data: categories } },
    });
    await screen.findByRole('option', { name: 'Shirts' });

    expect(screen.getByLabelText('Company (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Phone (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Target unit price (optional)')).not.toBeRequired();
    expect(screen.getByLabelText(/Size breakdown \(optional/)).not.toBeRequired();
    expect(screen.getByLabelText('Quantity (pieces)')).toBeRequired();
    expect(screen.getByLabelText('Details')).toBeRequired();
  });
});
