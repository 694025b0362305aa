import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  QuoteLinesDraft,
  QuoteLinesRequestInput,
  StyleDetail,
  StyleVersionPage,
} from '@threadline/contracts';
import { currentPath, member, renderDashboard } from '../../testing/render';

const CATEGORIES = { data: [{ key: 'tees', title: 'T-shirts', icon: 'Shirt' }] };
const STYLE_ID = 'a'.repeat(24);

const style = (version: number, sizes = ['S', 'M', 'L']): StyleDetail => ({
  id: STYLE_ID,
  ownerId: member.uid,
  styleNumber: 'TL-2041',
  name: 'Crew-neck tee',
  season: 'SS27',
  categoryKey: 'tees',
  latestVersion: version,
  updatedAt: '2026-12-02T10:00:00.000Z',
  current: {
    styleId: STYLE_ID,
    version,
    savedAt: '2026-12-02T10:00:00.000Z',
    savedBy: { id: member.uid, name: 'Ana Brand' },
    content: {
      styleNumber: 'TL-2041',
      name: 'Crew-neck tee',
      categoryKey: 'tees',
      season: 'SS27',
      colourways: [
        { name: 'Navy', swatch: '#1F3A5F' },
        { name: 'Ecru', swatch: '#F3EEDF' },
      ],
      sizes,
      measurements: [],
      materials: [],
      fileIds: [],
    },
    files: [],
  },
  history: [],
});
const versionPage = (detail: StyleDetail): StyleVersionPage => ({
  version: detail.current,
  previousVersion: null,
  diff: { fields: [], measurements: [], materials: { added: [], removed: [], changed: [] } },
});

describe('the request builder', () => {
  it('adds a style line pinned to its current version, totals its matrix and sends the request', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/my-quotes/new',
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles': { data: [style(2)], headers: { 'x-total-count': '1' } },
        [`GET /styles/${STYLE_ID}`]: { data: style(2) },
        'POST /quotes/requests': {
          status: 201,
          data: { insertedId: 'q'.repeat(24), reference: 'Q-2026-0042' },
        },
      },
    });
    const picker = await screen.findByRole(
      'combobox',
      { name: 'Style from your library' },
      { timeout: 5000 },
    );
    await screen.findByRole('option', { name: 'TL-2041 Crew-neck tee (v2)' });
    await userEvent.selectOptions(picker, STYLE_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Add style line' }));

    await screen.findByRole('heading', { name: 'Line 1: TL-2041 Crew-neck tee v2' });
    const cell = (colour: string, size: string) =>
      screen.getByRole('textbox', { name: `Line 1 ${colour} ${size}` });
    fireEvent.change(cell('Navy', 'S'), { target: { value: '100' } });
    fireEvent.change(cell('Navy', 'M'), { target: { value: '150' } });
    fireEvent.change(cell('Ecru', 'M'), { target: { value: '50' } });
    expect(screen.getByRole('cell', { name: 'Navy total' })).toHaveTextContent('250');
    expect(screen.getByRole('cell', { name: 'M total' })).toHaveTextContent('200');
    expect(screen.getByRole('cell', { name: 'Line 1 total' })).toHaveTextContent('300');
    // Down moves to the same size of the next colour, as in a spreadsheet.
    cell('Navy', 'M').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(cell('Ecru', 'M')).toHaveFocus();

    fireEvent.change(screen.getByRole('textbox', { name: /Line 1 target unit price/ }), {
      target: { value: '12.50' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add quick line' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Line 2 category' }),
      'tees',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Line 2 description' }),
      'Tote bags, natural canvas',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Line 2 quantity (pcs)' }), '20');

    fireEvent.change(screen.getByLabelText(/Needed by/), { target: { value: '2027-03-01' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Destination country/ }), 'gb');
    await userEvent.type(screen.getByRole('textbox', { name: /Destination port/ }), 'Felixstowe');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'EUR');

    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    // The rules run before anything is sent: a bulk line of 20 pieces is named.
    expect(
      await screen.findByText('Line 2: a bulk order is at least 300 pieces per style.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Line 2 quantity (pcs)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Line 2 quantity (pcs)' }), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await waitFor(() =>
      expect(currentPath()).toHaveTextContent(`/dashboard/my-quotes/${'q'.repeat(24)}`),
    );
    const body = api.calls.find((call) => call.method === 'POST' && call.url === '/quotes/requests')
      ?.body as QuoteLinesRequestInput;
    expect(body).toEqual({
      kind: 'bulk',
      neededBy: '2027-03-01',
      destination: { country: 'GB', port: 'Felixstowe' },
      incoterm: 'FOB',
      currency: 'EUR',
      lines: [
        {
          type: 'style',
          styleId: STYLE_ID,
          versionId: `${STYLE_ID}:2`,
          quantities: [
            [100, 150, 0],
            [0, 50, 0],
          ],
          targetUnitPrice: 1250,
        },
        {
          type: 'quick',
          categoryKey: 'tees',
          description: 'Tote bags, natural canvas',
          quantity: 300,
        },
      ],
    });
  });

  it('uploads a quick line’s files as they are chosen and sends their tokens with that line', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/my-quotes/new',
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles': { data: [], headers: { 'x-total-count': '0' } },
        'POST /quotes/attachments': {
          status: 201,
          data: {
            id: 'f'.repeat(24),
            uploadToken: 'token-1',
            fileName: 'tote.pdf',
            contentType: 'application/pdf',
            size: 9,
          },
        },
        'POST /quotes/requests': {
          status: 201,
          data: { insertedId: 'q'.repeat(24), reference: 'Q-2026-0043' },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add quick line' }));
    await screen.findByRole('option', { name: 'tees' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Line 1 category' }),
      'tees',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Line 1 description' }),
      'Tote bags, natural canvas',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Line 1 quantity (pcs)' }), '300');
    await userEvent.upload(
      screen.getByLabelText(/Line 1 files \(PDF or images/),
      new File(['%PDF-1.7'], 'tote.pdf', { type: 'application/pdf' }),
    );
    const files = await screen.findByRole('list', { name: 'Line 1 files' });
    await waitFor(() => expect(files).toHaveTextContent('tote.pdf Uploaded'));
    fireEvent.change(screen.getByLabelText(/Needed by/), { target: { value: '2027-03-01' } });
    await userEvent.type(screen.getByRole('textbox', { name: /Destination country/ }), 'GB');
    await userEvent.type(screen.getByRole('textbox', { name: /Destination port/ }), 'Felixstowe');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await waitFor(() =>
      expect(currentPath()).toHaveTextContent(`/dashboard/my-quotes/${'q'.repeat(24)}`),
    );
    const body = api.calls.find((call) => call.method === 'POST' && call.url === '/quotes/requests')
      ?.body as QuoteLinesRequestInput;
    expect(body.lines).toEqual([
      {
        type: 'quick',
        categoryKey: 'tees',
        description: 'Tote bags, natural canvas',
        quantity: 300,
        attachments: [{ id: 'f'.repeat(24), uploadToken: 'token-1' }],
      },
    ]);
  });

  it('prefills a reorder with the lines, quantities and terms, at the versions asked for', async () => {
    const draft: QuoteLinesDraft = {
      kind: 'bulk',
      lines: [
        {
          type: 'style',
          styleId: STYLE_ID,
          versionId: `${STYLE_ID}:2`,
          quantities: [
            [100, 200, 0],
            [0, 0, 300],
          ],
        },
      ],
      destination: { country: 'DE', port: 'Hamburg' },
      incoterm: 'CIF',
      currency: 'EUR',
    };
    const { api } = renderDashboard({
      route: `/dashboard/my-quotes/new?from=${'q'.repeat(24)}&versions=latest`,
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles': { data: [style(2)], headers: { 'x-total-count': '1' } },
        [`POST /quotes/${'q'.repeat(24)}/reorder`]: { data: draft },
        [`GET /styles/${STYLE_ID}/versions/2`]: { data: versionPage(style(2)) },
      },
    });
    await screen.findByRole(
      'heading',
      { name: 'Line 1: TL-2041 Crew-neck tee v2' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('textbox', { name: 'Line 1 Navy M' })).toHaveValue('200');
    expect(screen.getByRole('cell', { name: 'Line 1 total' })).toHaveTextContent('600');
    expect(screen.getByRole('textbox', { name: /Destination port/ })).toHaveValue('Hamburg');
    expect(screen.getByRole('combobox', { name: /Incoterm/ })).toHaveValue('CIF');
    expect(
      api.calls.find((call) => call.method === 'POST' && call.url.endsWith('/reorder'))?.body,
    ).toEqual({ versions: 'latest' });
  });
});
