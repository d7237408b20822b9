import { ApiError } from '../../http/api-error';
import { WalletUnavailableError, type ProviderWalletClient, type WalletAnswer } from '../wallet-client';
import { orderError } from './errors';

/**
 * The wallet ids of an order's money, derived from the order's and tickets' ids so that every retry names the same
 * movement: one round per order and draw (a follow's later draws are rounds of their own, so refunding them after an
 * earlier draw paid is never a rollback in a round that paid), one bet per ticket, its refund (a rollback of its bet),
 * and the round's end: the win of all its winning tickets with endRound, or endRound alone when none won.
 */
export const orderWalletIds = {
  round: (orderId: bigint, drawId: bigint) => `lottery-${orderId}-${drawId}`,
  bet: (suborderId: bigint) => `lottery-${suborderId}-bet`,
  win: (orderId: bigint, drawId: bigint) => `lottery-${orderId}-${drawId}-win`,
  refund: (suborderId: bigint) => `lottery-${suborderId}-refund`,
  end: (orderId: bigint, drawId: bigint) => `lottery-${orderId}-${drawId}-end`,
};

/** A definite refusal reaches the lotto app as the wallet said it; no answer at all is a 503. */
export async function walletValue<T>(call: () => Promise<WalletAnswer<T>>): Promise<T> {
  let answer: WalletAnswer<T>;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof WalletUnavailableError) throw orderError('walletUnavailable');
    throw error;
  }
  if (!answer.ok) throw new ApiError(answer.status, answer.errorCode, answer.message);
  return answer.value;
}

/** Money the house owes back (a refund or a win): retried by the payout run until the wallet answers. */
export async function owedCall(call: () => Promise<WalletAnswer<unknown>>): Promise<boolean> {
  try {
    const answer = await call();
    return answer.ok;
  } catch (error) {
    if (error instanceof WalletUnavailableError) return false;
    throw error;
  }
}

export type OrderWallet = Pick<ProviderWalletClient, 'session' | 'balance' | 'bet' | 'win' | 'rollback' | 'endRound'>;
