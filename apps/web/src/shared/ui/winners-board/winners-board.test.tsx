import { screen, waitFor, within } from '@testing-library/react';
import type { WinnerEntry } from '@palaro/contract/game-catalogue';
import { i18n } from '../../lib/i18n/i18n';
import { setApiBaseUrl } from '../../lib/request-context';
import { makeStatus } from '../../../testing/fixtures';
import { makeWinner } from '../../../testing/game-fixtures';
import { ok, startGamesServer } from '../../../testing/games-test-server';
import { renderScreen } from '../../../testing/render-screen';
import { WinnersBoard } from './winners-board';

// The board formats each win from winAmountMinor in the merchant's currency (the status answer's), never from the
// server-made winAmount, which these answers leave empty (docs/decisions/0023-clients-format-money.md).

const winWith = (index: number, minor: string, symbol = '₱'): WinnerEntry => {
  const entry = makeWinner(index);
  return { vo: { ...entry.vo, winAmount: '', winAmountMinor: minor, currencySymbol: symbol } };
};

let winners: WinnerEntry[] = [];
let server: Awaited<ReturnType<typeof startGamesServer>>;

beforeAll(async () => {
  server = await startGamesServer((_, url) =>
    url.pathname === '/wps/game/winners' ? ok({ list: winners }) : undefined,
  );
  setApiBaseUrl(server.url);
  await i18n.loadNamespaces(['home']);
});

afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

const amounts = async () => {
  const board = screen.getByRole('region', { name: 'Biggest wins' });
  await waitFor(() => expect(within(board).getAllByRole('listitem')).toHaveLength(winners.length));
  return within(board)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.winners__amount')?.textContent);
};

describe('the winners board amounts (SPEC 2.3)', () => {
  it('shows each win grouped in the currency decimals, from its minor units', async () => {
    winners = [winWith(1, '123456789'), winWith(2, '100100'), winWith(3, '5'), winWith(4, '0')];
    renderScreen(<WinnersBoard />, { route: 'home' });
    expect(await amounts()).toEqual(['₱ 1,234,567.89', '₱ 1,001.00', '₱ 0.05', '₱ 0.00']);
  });

  it('uses the minor digits of the merchant currency', async () => {
    winners = [winWith(1, '123456789', '¥'), winWith(2, '-1500', '¥')];
    renderScreen(<WinnersBoard />, { route: 'home', status: makeStatus({ info: { currency: 'JPY' } }) });
    expect(await amounts()).toEqual(['¥ 123,456,789', '¥ -1,500']);
  });
});
