import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../modal/modal';
import { ToastHost } from './toast-host';
import { showToast, useToastStore } from './toast-store';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <Modal open={open} onClose={() => setOpen(false)} label="Log out?">
        <h2>Log out?</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Modal>
      <ToastHost />
    </>
  );
}

describe('toasts and dialogs', () => {
  beforeEach(() => useToastStore.setState({ toasts: [], dialogs: [], side: 'top' }));

  it('never cover an open dialog: the screen’s toasts go, the dialog’s own show inside it', () => {
    render(<Page />);
    act(() => {
      showToast('Registered successfully', { tone: 'success', carry: true });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Registered successfully');

    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(screen.queryByText('Registered successfully')).not.toBeInTheDocument();

    act(() => {
      showToast('Could not log out', { tone: 'error' });
    });
    // inside the panel, before its title: it pushes the dialog's content down instead of lying over it
    const inside = within(dialog).getByRole('alert');
    expect(inside).toHaveTextContent('Could not log out');
    expect(
      inside.compareDocumentPosition(within(dialog).getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByText('Could not log out')).toHaveLength(1);

    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    // the dialog is closing: what is still showing moves back to the page
    expect(screen.getAllByText('Could not log out')).toHaveLength(1);
  });
});
