import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberTransaction } from '@palaro/contract/reports';
import { LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { TransactionList } from './transaction-list';

const bet: MemberTransaction = {
  transactionId: '41',
  txCode: 'bet',
  wallet: 'main',
  vendor: null,
  amount: '-500',
  amountDisplay: '',
  balanceAfter: '99500',
  balanceAfterDisplay: '',
  reference: 'round:ORIGINALS:ORrhdqX81k2mPq',
  remark: null,
  remarkDetail: null,
  round: {
    provider: 'ORIGINALS',
    roundId: 'ORrhdqX81k2mPq',
    gameName: 'Color Game',
    gameCode: 'color-game',
    vendor: 'PALARO',
    vendorName: 'Palaro Originals',
    provablyFair: true,
  },
  createdAt: '2026-11-20T08:00:00.000Z',
};
const codes = [{ txCode: 'bet' as const, i18nKey: 'tx_bet', name: 'Bet' }];

describe('a game round in the transaction report', () => {
  it('names the game and vendor instead of the internal reference and opens the round', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TransactionList rows={[bet]} codes={codes} vendorNames={new Map()} currency="PHP" symbol="₱" />
        <LocationProbe />
      </>,
      { path: '/m/member/transactions' },
    );
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const link = within(list).getByRole('link', { name: /Color Game/ });
    expect(link).toHaveTextContent('Bet · Palaro Originals');
    expect(link).toHaveTextContent('-₱5.00');
    expect(list).not.toHaveTextContent('round:');
    expect(list).not.toHaveTextContent('ORIGINALS');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/m/member/round?provider=ORIGINALS&roundId=ORrhdqX81k2mPq',
    );
  });

  it('keeps other entries as they were, with their note', async () => {
    renderWithProviders(
      <TransactionList
        rows={[{ ...bet, txCode: 'deposit', amount: '1000', round: null, reference: 'deposit 12' }]}
        codes={codes}
        vendorNames={new Map()}
        currency="PHP"
        symbol="₱"
      />,
    );
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(list).toHaveTextContent('deposit 12');
  });
});

describe('the amounts of the transaction report', () => {
  // amountDisplay and balanceAfterDisplay stay empty: the list formats the minor units itself
  // (docs/decisions/0023-clients-format-money.md)
  it('shows the signed amount and the balance after it from the minor units, grouped', async () => {
    const row = (transactionId: string, amount: string, balanceAfter: string): MemberTransaction => ({
      ...bet,
      transactionId,
      txCode: 'deposit',
      amount,
      balanceAfter,
      round: null,
      reference: `deposit ${transactionId}`,
    });
    renderWithProviders(
      <TransactionList
        rows={[row('1', '123456789', '123456789'), row('2', '-123456789', '0'), row('3', '0', '-5')]}
        codes={codes}
        vendorNames={new Map()}
        currency="PHP"
        symbol="₱"
      />,
    );
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => [
        item.querySelector('.money-row__amount')?.textContent,
        item.querySelector('.money-row__side')?.textContent,
      ]);
    expect(texts).toEqual([
      ['+₱1,234,567.89', 'Balance ₱1,234,567.89'],
      ['-₱1,234,567.89', 'Balance ₱0.00'],
      ['₱0.00', 'Balance -₱0.05'],
    ]);
  });
});
