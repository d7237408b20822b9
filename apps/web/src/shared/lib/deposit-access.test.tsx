import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_MS } from '@palaro/contract/constants';
import { makeSession } from '../../testing/fixtures';
import { LocationProbe, renderWithProviders } from '../../testing/render-app';
import { ToastHost } from '../ui/toast/toast-host';
import { useToastStore } from '../ui/toast/toast-store';
import { isDepositRefused, useOpenDeposit } from './deposit-access';
import { useSessionStore } from './session/session-store';

function DepositButton() {
  return (
    <button type="button" onClick={useOpenDeposit()}>
      Deposit
    </button>
  );
}

describe('the deposit rule (SPEC 5)', () => {
  it('refuses logged-in members whose type is not 0, 1 or 2', () => {
    expect(isDepositRefused(null)).toBe(false);
    for (const type of [0, 1, 2]) expect(isDepositRefused(makeSession(type))).toBe(false);
    for (const type of [3, 4, 40, 41, 42]) expect(isDepositRefused(makeSession(type))).toBe(true);
  });

  it('shows free_reject for 2 s and does not open the deposit screen', () => {
    useSessionStore.setState({ session: makeSession(4) });
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <DepositButton />
        <ToastHost />
        <LocationProbe />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in with a real account to use this function.');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    act(() => {
      vi.advanceTimersByTime(TOAST_MS.freeReject - 1);
    });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(useToastStore.getState().toasts).toHaveLength(0);
    vi.useRealTimers();
  });

  it('opens the deposit screen for an eligible member', async () => {
    useSessionStore.setState({ session: makeSession(2) });
    renderWithProviders(
      <>
        <DepositButton />
        <LocationProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/voucherCenter');
  });
});
