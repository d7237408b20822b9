import { randomBytes } from 'node:crypto';
import { PROVIDER_WALLET_PATHS, type WalletBalance } from '@palaro/contract';
import { play, type GameKind, type Outcome } from './maths/outcomes';
import type { WalletSend } from './wallet-client';

export type RoundResult =
  | { ok: true; outcome: Outcome; balance: string; roundId: string }
  | { ok: false; errorCode: string; message: string; balance?: string };

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/**
 * One round as a provider's game server plays it: stake the bet, decide the outcome, pay the win (0 for a loss)
 * and close the round. A bet whose answer never came is rolled back; a win whose answer never came is kept and
 * sent again later with the same id, because the player has won it.
 */
export function createRoundRunner(send: WalletSend, pendingWins: (retry: () => Promise<boolean>) => void) {
  return async function round(sessionId: string, kind: GameKind, stake: bigint, choice: string): Promise<RoundResult> {
    const roundId = newId('rnd');
    const betId = newId('bet');
    const bet = await send<WalletBalance>(PROVIDER_WALLET_PATHS.bet, {
      sessionId,
      transactionId: betId,
      roundId,
      amount: stake.toString(),
    });
    if (!bet.ok) {
      if (bet.errorCode === 'provider.unreachable') {
        // the bet may or may not have landed: a rollback returns it if it did and blocks it if it did not
        const rollbackId = newId('rbk');
        pendingWins(
          async () =>
            (
              await send(PROVIDER_WALLET_PATHS.rollback, {
                sessionId,
                transactionId: rollbackId,
                roundId,
                betTransactionId: betId,
              })
            ).ok,
        );
      }
      return bet;
    }
    const outcome = play(kind, stake, choice);
    const win = { sessionId, transactionId: newId('win'), roundId, amount: outcome.payout.toString(), endRound: true };
    const paid = await send<WalletBalance>(PROVIDER_WALLET_PATHS.win, win);
    if (!paid.ok) {
      if (paid.errorCode === 'provider.unreachable')
        pendingWins(async () => (await send(PROVIDER_WALLET_PATHS.win, win)).ok);
      return { ok: false, errorCode: paid.errorCode, message: paid.message, balance: bet.value.balance };
    }
    return { ok: true, outcome, balance: paid.value.balance, roundId };
  };
}
