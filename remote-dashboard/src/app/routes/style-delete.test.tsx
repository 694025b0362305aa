import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StyleSummary } from '@threadline/contracts';
import { apiError } from '../../testing/api-error';
import { dialogButton } from '../../testing/dialogs';
import { currentPath, renderDashboard } from '../../testing/render';
import { CATEGORIES, saved, versionPage } from '../../testing/styles';
import { requestsMade } from '../../testing/requests-made';

const style = saved(1);
const summary: StyleSummary = {
  id: style.id,
  ownerId: style.ownerId,
  ownerName: style.ownerName,
  styleNumber: style.styleNumber,
  name: style.name,
  season: style.season,
  categoryKey: style.categoryKey,
  latestVersion: 1,
  updatedAt: style.updatedAt,
};
const stylePage = {
  'GET /categories': CATEGORIES,
  'GET /styles/style-1': { data: style },
  'GET /styles/style-1/versions/1': { data: versionPage(style) },
};

async function askToDelete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete style' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Style?' });
  expect(dialog).toHaveTextContent(
    'TL-2041 Crew-neck tee and all its versions will be removed from your library.',
  );
  return dialog;
}

describe('Deleting a style', () => {
  it('goes back to the library and offers Undo, which restores it through the owner’s route', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderDashboard({
      route: '/dashboard/styles/style-1',
      routes: {
        ...stylePage,
        'DELETE /styles/style-1': { data: { deletedCount: 1, trashId: 'trash-1' } },
        'POST /styles/style-1/restore': { data: { id: 'trash-1', kind: 'style' } },
        'GET /styles': { data: [summary], headers: { 'x-total-count': '1' } },
      },
    });
    await user.click(within(await askToDelete(user)).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('TL-2041 Crew-neck tee has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toHaveTextContent(/^\/dashboard\/styles$/));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await screen.findByRole('link', { name: /TL-2041/ });
    expect(requestsMade(api)).toEqual(
      expect.arrayContaining(['DELETE /styles/style-1', 'POST /styles/style-1/restore']),
    );
    expect(requestsMade(api)).not.toContain('POST /trash/trash-1/restore');
  });

  it('shows the refusal of a style a quote request pins, and stays on the style', async () => {
    const user = userEvent.setup({ delay: null });
    renderDashboard({
      route: '/dashboard/styles/style-1',
      routes: {
        ...stylePage,
        'DELETE /styles/style-1': apiError(
          409,
          'This style is on quote request Q-2026-0007, which pins its version: it cannot be deleted',
          'Conflict',
        ),
      },
    });
    await user.click(within(await askToDelete(user)).getByRole('button', { name: 'Yes, delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed to delete the style' });
    expect(dialog).toHaveTextContent('quote request Q-2026-0007, which pins its version');
    await user.click(await dialogButton('Failed to delete the style', 'OK'));
    expect(currentPath()).toHaveTextContent(/^\/dashboard\/styles\/style-1$/);
  });

  it('is not offered on another member’s style (an admin reads it)', async () => {
    renderDashboard({
      route: '/dashboard/styles/style-1',
      routes: { ...stylePage, 'GET /styles/style-1': { data: { ...style, ownerId: 'someone' } } },
    });
    expect(await screen.findByRole('button', { name: 'Tech pack (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete style' })).not.toBeInTheDocument();
  });
});
