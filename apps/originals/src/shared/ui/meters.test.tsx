import { render, screen } from '@testing-library/react';
import { Meters } from './meters';

// The meters format the game server's minor units themselves with the contract's formatter
// (docs/decisions/0023-clients-format-money.md).
describe('the meters', () => {
  it('show balance, bet and win grouped in the currency decimals, from minor units', () => {
    render(<Meters balance={123_456_789n} bet={0n} win={-5n} currency="PHP" />);
    expect(screen.getByTestId('balance').textContent).toBe('₱1,234,567.89');
    expect(screen.getByTestId('total-bet').textContent).toBe('₱0.00');
    expect(screen.getByTestId('last-win').textContent).toBe('-₱0.05');
  });

  it('show a dash before any win, and no decimals for a currency without minor digits', () => {
    render(<Meters balance={-123_456_789n} bet={1_500n} win={null} currency="JPY" />);
    expect(screen.getByTestId('balance').textContent).toBe('-JPY 123,456,789');
    expect(screen.getByTestId('total-bet').textContent).toBe('JPY 1,500');
    expect(screen.getByTestId('last-win').textContent).toBe('—');
  });
});
