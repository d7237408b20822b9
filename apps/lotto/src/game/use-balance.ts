import type { LotteryBalance, LotterySession } from '@palaro/contract/lottery-orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API, callApi } from '../shared/lib/api';

/**
 * When the balance is read again after a new result (ms after it shows): at once, then across the periods of the
 * settle and payout runs (every 5 s each), since a win reaches the wallet only once both ran
 * (docs/server/lottery-orders.md "Settlement and payouts").
 */
export const BALANCE_READS_AFTER_RESULT_MS = [0, 2_000, 6_000, 12_000] as const;

export type Balance = {
  balance: string;
  /** The balance an answer gave (an order's). */
  set: (balance: string) => void;
  /** Money given back that no answer carries a balance for (a cancelled ticket's refund). */
  add: (amount: bigint) => void;
};

/**
 * The player's balance: the session's at first, then each order's answer and refund, and read again from the wallet
 * (GET /lgw/balance) whenever `resultKey` names another result, where wins and void draws' refunds show.
 */
export function useBalance(session: LotterySession, resultKey: string): Balance {
  const [balance, setBalance] = useState(session.balance);
  // a read answered after a newer local change would show an older balance: each change moves the version on
  const version = useRef(0);
  const set = useCallback((next: string) => {
    version.current += 1;
    setBalance(next);
  }, []);
  const add = useCallback((amount: bigint) => {
    version.current += 1;
    setBalance((before) => (BigInt(before) + amount).toString());
  }, []);

  useEffect(() => {
    // the first result too: the session may have opened before that draw's wins were paid
    if (!resultKey) return;
    let live = true;
    const read = async () => {
      const started = version.current;
      try {
        const value = await callApi<LotteryBalance>(API.lotteryBalance, { session: session.sessionId });
        if (live && version.current === started) setBalance(value.balance);
      } catch {
        // the balance shown stays as it was; the next read or result tries again
      }
    };
    const timers = BALANCE_READS_AFTER_RESULT_MS.map((ms) => window.setTimeout(() => void read(), ms));
    return () => {
      live = false;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [resultKey, session.sessionId]);

  return { balance, set, add };
}
