import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RemoteAppProps } from '@threadline/contracts';
import { ModalDialog } from './modal-dialog';
import { RemoteProvider } from './remote-context';
import { createFakeApi } from './testing/create-fake-api';

function renderOpener(lockPageScroll = jest.fn(() => () => undefined)) {
  const props: RemoteAppProps = {
    api: createFakeApi(),
    apiUrl: 'http://api.test',
    user: null,
    isAdmin: false,
    logout: async () => undefined,
    lockPageScroll,
  };
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Edit
        </button>
        {open ? (
          <ModalDialog title="Edit Category" onClose={() => setOpen(false)}>
            <input aria-label="Title" />
            <button type="button">Save</button>
          </ModalDialog>
        ) : null}
      </>
    );
  }
  render(
    <RemoteProvider value={props}>
      <Page />
    </RemoteProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Edit' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, lockPageScroll };
}

describe('the shared modal dialog', () => {
  it('is a named modal dialog that holds the page still and takes focus', () => {
    const { lockPageScroll } = renderOpener();
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(lockPageScroll).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const { opener } = renderOpener();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on its Close button and on a click outside it, not on a click inside', () => {
    renderOpener();
    fireEvent.click(screen.getByRole('textbox', { name: 'Title' }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside: from the last control back to the first', () => {
    renderOpener();
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('leaves Escape to a confirmation stacked over it', () => {
    renderOpener();
    const confirmation = document.createElement('div');
    confirmation.setAttribute('role', 'dialog');
    const confirm = document.createElement('button');
    confirmation.append(confirm);
    document.body.append(confirmation);
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).not.toBeNull();
    confirmation.remove();
  });
});
