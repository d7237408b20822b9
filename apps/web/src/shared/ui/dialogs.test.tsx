import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog, PromptDialog } from './dialogs';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

describe('shared dialogs and indicators', () => {
  it('an alert names itself by its title and closes with its one button', async () => {
    const onClose = vi.fn();
    render(<AlertDialog open title="Notice" message="Deposits are being processed." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Deposits are being processed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a prompt offers confirm and cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <PromptDialog
        open
        title="Log out?"
        message="Sure?"
        confirmLabel="Log out"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('the spinner is announced as Loading; the empty state shows its text', () => {
    render(
      <>
        <Spinner />
        <EmptyState text="No announcement" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('No announcement')).toBeInTheDocument();
  });
});
