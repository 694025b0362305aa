import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderDashboard } from '../../testing/render';
import type { StyleContent } from '@threadline/contracts';
import { CATEGORIES, saved, versionPage } from '../../testing/styles';

describe('Styles', () => {
  it('lists the member’s styles and asks again as they search and filter', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/styles',
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles': { data: [saved(2)], headers: { 'x-total-count': '1' } },
      },
    });
    // The first render also fetches the catalogue: allow a loaded machine some time.
    const link = await screen.findByRole(
      'link',
      { name: /TL-2041 · Crew-neck tee/ },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', '/dashboard/styles/style-1');
    expect(link).toHaveTextContent('SS27 · T-shirts · v2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search styles' }), 'crew');
    await userEvent.type(screen.getByRole('textbox', { name: 'Season' }), 'ss27');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'tees');

    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/styles').at(-1)?.params).toEqual({
        search: 'crew',
        season: 'SS27',
        category: 'tees',
        page: 1,
      }),
    );
  });

  it('creates a style from the editor, its chart imported from CSV, and opens v1', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/styles/new',
      routes: {
        'GET /categories': CATEGORIES,
        'POST /styles': { status: 201, data: saved(1) },
        'GET /styles/style-1': { data: saved(1) },
        'GET /styles/style-1/versions/1': { data: versionPage(saved(1)) },
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Style number' }), 'TL-2041');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Crew-neck tee');
    await userEvent.type(screen.getByRole('textbox', { name: 'Season' }), 'SS27');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Category' }),
      'tees',
    );
    const chart = new File(
      ['Point of measure,Tolerance (cm),S,M\nChest width,1,50,52\n'],
      'chart.csv',
      {
        type: 'text/csv',
      },
    );
    await userEvent.upload(screen.getByLabelText('Import measurement chart (CSV)'), chart);
    expect(await screen.findByRole('textbox', { name: 'Chest width, size M (cm)' })).toHaveValue(
      '52',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add colourway' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Colourway 1: name' }), 'Navy');
    await userEvent.click(screen.getByRole('button', { name: 'Add colourway' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Colourway 2: name' }), 'Ecru');

    await userEvent.click(screen.getByRole('button', { name: 'Save as v1' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/dashboard/styles/style-1'));
    const body = api.calls.find((call) => call.method === 'POST' && call.url === '/styles')
      ?.body as StyleContent;
    expect(body).toMatchObject({
      styleNumber: 'TL-2041',
      season: 'SS27',
      categoryKey: 'tees',
      sizes: ['S', 'M'],
      measurements: [{ name: 'Chest width', toleranceCm: 1, valuesCm: [50, 52] }],
      colourways: [
        { name: 'Navy', swatch: '#1F3A5F' },
        { name: 'Ecru', swatch: '#1F3A5F' },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'v1: the first version' }),
    ).toBeInTheDocument();
  });

  it('names each bad row of a chart and imports none of it', async () => {
    renderDashboard({ route: '/dashboard/styles/new', routes: { 'GET /categories': CATEGORIES } });
    const chart = new File(
      ['Point of measure,Tolerance (cm),S\nChest width,1,abc\nHem,1,40\n'],
      'chart.csv',
    );
    await userEvent.upload(screen.getByLabelText('Import measurement chart (CSV)'), chart);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('Row 2, size S: give a measurement in cm');
    expect(screen.queryByRole('textbox', { name: 'Point of measure 1' })).not.toBeInTheDocument();
  });

  it('refuses to send a style that breaks the rules, saying why beside the fields', async () => {
    const { api } = renderDashboard({
      route: '/dashboard/styles/new',
      routes: { 'GET /categories': CATEGORIES },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save as v1' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Give the style a name of up to 120 characters.');
    expect(alert).toHaveTextContent(
      'Give the season as two capital letters and the year, such as SS27 or AW26.',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('moves between the measurement cells with the arrow keys, as in a spreadsheet', async () => {
    renderDashboard({
      route: '/dashboard/styles/style-1/edit',
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles/style-1': {
          data: saved(1, {
            measurements: [
              { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 53] },
              { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70] },
            ],
          }),
        },
      },
    });
    const chestM = await screen.findByRole('textbox', { name: 'Chest width, size M (cm)' });
    chestM.focus();
    fireEvent.keyDown(chestM, { key: 'ArrowDown' });
    expect(screen.getByRole('textbox', { name: 'Body length, size M (cm)' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save as v2' })).toBeInTheDocument();
  });

  it('moves through every grid of the editor (colourways, measurements, materials) with the arrows and Tab', async () => {
    renderDashboard({
      route: '/dashboard/styles/style-1/edit',
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles/style-1': {
          data: saved(1, {
            measurements: [
              { name: 'Chest width', toleranceCm: 1, valuesCm: [50, 53] },
              { name: 'Body length', toleranceCm: 1, valuesCm: [68, 70] },
            ],
            colourways: [
              { name: 'Navy', colourCode: '19-4052 TCX', swatch: '#1F3A5F' },
              { name: 'Ecru', swatch: '#F3EEDF' },
            ],
            materials: [
              { kind: 'material', description: 'Body fabric', consumption: 0.85, unit: 'm' },
              { kind: 'trim', description: 'Care label', consumption: 1, unit: 'pcs' },
            ],
          }),
        },
      },
    });
    const cell = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
    const chestS = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Chest width, size S (cm)',
    });
    // Right moves on only once the caret is at the end of the cell's text, left at its start.
    chestS.focus();
    chestS.setSelectionRange(0, 0);
    fireEvent.keyDown(chestS, { key: 'ArrowRight' });
    expect(chestS).toHaveFocus();
    chestS.setSelectionRange(2, 2);
    fireEvent.keyDown(chestS, { key: 'ArrowRight' });
    expect(cell('Chest width, size M (cm)')).toHaveFocus();
    const bodyM = cell('Body length, size M (cm)');
    fireEvent.keyDown(cell('Chest width, size M (cm)'), { key: 'ArrowDown' });
    expect(bodyM).toHaveFocus();
    bodyM.setSelectionRange(0, 0);
    fireEvent.keyDown(bodyM, { key: 'ArrowLeft' });
    expect(cell('Body length, size S (cm)')).toHaveFocus();
    // Tab moves along the row, as everywhere.
    cell('Point of measure 1').focus();
    await userEvent.tab();
    expect(cell('Chest width: tolerance (cm)')).toHaveFocus();

    // The materials are the same grid: a choice keeps its value while the arrows move.
    const type1 = screen.getByRole('combobox', { name: 'Material line 1: type' });
    type1.focus();
    fireEvent.keyDown(type1, { key: 'ArrowDown' });
    expect(screen.getByRole('combobox', { name: 'Material line 2: type' })).toHaveFocus();
    expect(type1).toHaveValue('material');
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Material line 2: type' }), {
      key: 'ArrowRight',
    });
    expect(cell('Material line 2: description')).toHaveFocus();
    expect(
      screen.getByRole('region', { name: 'Materials grid, scrolls sideways' }),
    ).toContainElement(type1);
    expect(screen.getByRole('button', { name: 'Remove Care label' })).toBeInTheDocument();

    // The colourways too, the swatch picker among its cells.
    const colourways = screen.getByRole('region', { name: 'Colourways grid, scrolls sideways' });
    const code1 = within(colourways).getByRole<HTMLInputElement>('textbox', {
      name: 'Colourway 1: colour code',
    });
    code1.focus();
    code1.setSelectionRange(11, 11);
    fireEvent.keyDown(code1, { key: 'ArrowRight' });
    expect(within(colourways).getByLabelText('Colourway 1: swatch')).toHaveFocus();
    fireEvent.keyDown(within(colourways).getByLabelText('Colourway 1: swatch'), {
      key: 'ArrowDown',
    });
    expect(within(colourways).getByLabelText('Colourway 2: swatch')).toHaveFocus();
  });

  it('shows a version’s changes from the one before and the history of versions', async () => {
    const v2 = saved(2);
    renderDashboard({
      route: '/dashboard/styles/style-1',
      routes: {
        'GET /categories': CATEGORIES,
        'GET /styles/style-1': { data: v2 },
        'GET /styles/style-1/versions/2': {
          data: versionPage(v2, {
            measurements: [{ point: 'Chest width', size: 'M', before: 52, after: 53 }],
            fields: [{ field: 'name', before: 'Tee', after: 'Crew-neck tee' }],
            materials: {
              added: [],
              removed: [],
              changed: [
                {
                  before: {
                    kind: 'material',
                    description: 'Body fabric',
                    supplier: 'Mill A',
                    consumption: 0.85,
                    unit: 'm',
                  },
                  after: {
                    kind: 'material',
                    description: 'Body fabric',
                    supplier: 'Mill B',
                    consumption: 0.9,
                    unit: 'm',
                  },
                  fields: ['supplier', 'consumption'],
                },
              ],
            },
          }),
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Changes from v1 to v2' }),
    ).toBeInTheDocument();
    const measurements = screen.getByRole('table', { name: 'Changed measurements' });
    expect(
      within(measurements).getByRole('row', { name: 'Chest width M 52 cm 53 cm' }),
    ).toBeInTheDocument();
    // A changed line says what changed in it, each field before → after.
    expect(screen.getByRole('list', { name: 'Changed material lines' })).toHaveTextContent(
      'Changed Body fabric: supplier Mill A → Mill B; consumption 0.85 → 0.9',
    );
    expect(screen.getByRole('table', { name: 'Changed fields' })).toHaveTextContent(
      'NameTeeCrew-neck tee',
    );
    const history = screen.getByRole('heading', { name: 'Version history' }).parentElement!;
    expect(
      within(history)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['v2', 'v1']);
    expect(screen.getByRole('button', { name: 'Tech pack (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit style' })).toHaveAttribute(
      'href',
      '/dashboard/styles/style-1/edit',
    );
  });
});
