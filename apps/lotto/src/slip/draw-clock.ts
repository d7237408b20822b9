import type { LotteryNumero } from '@palaro/contract/lottery-draws';
import { useEffect, useState } from 'react';

/** Where the current draw stands on this device's clock: on sale (seconds to close), closed (seconds to draw). */
export type DrawPhase =
  | { phase: 'none' }
  | { phase: 'open'; drawNumber: string; secondsToClose: number }
  | { phase: 'closed'; drawNumber: string; secondsToDraw: number };

type Known = { from: LotteryNumero; drawNumber: string; closeAt: number; drawAt: number };

/** While nothing is on sale, numero is asked again this often, until the next draw opens. */
const REFETCH_SECONDS = 5;
/**
 * While the last draw's result or settlement is still to come, numero is asked again this often: a house draw is
 * drawn and settled within seconds of its time (the jobs run every 5 s); an official one waits for two operators.
 */
const AWAIT_SECONDS = { house: 2, official: 30 } as const;
/** A draw in these states has nothing more to come: its tickets are decided (or refunded). */
const FINISHED: readonly string[] = ['settled', 'void'];

/**
 * The countdown of numero's current draw. The server's seconds are counted from when the answer arrived, so a device
 * clock that is off does not move the close. Numero has no current draw between a close and the next opening, so
 * the draw last seen on sale stays "closed" until its draw time. `onDue` (a refetch) runs at the close, every few
 * seconds while nothing is on sale, and every few seconds while the previous draw is not yet settled, so its result
 * and the player's wins show without a reload.
 */
export function useDrawPhase(
  numero: LotteryNumero | null,
  onDue: () => void,
  resultSource: 'house' | 'official' = 'house',
): DrawPhase {
  const [now, setNow] = useState(() => Date.now());
  const [known, setKnown] = useState<Known | null>(null);
  useEffect(() => {
    const current = numero?.current;
    if (!numero || !current) return;
    const arrived = Date.now();
    setKnown({
      from: numero,
      drawNumber: current.drawNumber,
      closeAt: arrived + current.secondsToClose * 1000,
      drawAt: arrived + current.secondsToDraw * 1000,
    });
    setNow(arrived);
  }, [numero]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const toClose = known ? Math.ceil((known.closeAt - now) / 1000) : 0;
  const toDraw = known ? Math.ceil((known.drawAt - now) / 1000) : 0;
  const onSale = known !== null && toClose > 0;
  // an answer whose draw on sale is not read into `known` yet is not "nothing on sale"
  const read = numero !== null && (numero.current === null || known?.from === numero);
  const awaiting = numero?.previous != null && !FINISHED.includes(numero.previous.status);
  const periods = [read && !onSale ? REFETCH_SECONDS : 0, awaiting ? AWAIT_SECONDS[resultSource] : 0].filter(Boolean);
  const period = periods.length > 0 ? Math.min(...periods) : 0;
  // a value that changes at the close, then once a period, while something is to come
  const due = period > 0 ? `${period}:${Math.floor(now / 1000 / period)}` : '';
  useEffect(() => {
    if (due) onDue();
    // onDue is the caller's refetch; the moment matters, not its identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due]);
  if (known && toClose > 0) return { phase: 'open', drawNumber: known.drawNumber, secondsToClose: toClose };
  if (known && toDraw > 0) return { phase: 'closed', drawNumber: known.drawNumber, secondsToDraw: toDraw };
  return { phase: 'none' };
}

/**
 * A key of the latest finished draw numero has shown (its number and state), which changes when a draw is drawn,
 * settled or voided: what shows results, orders and the balance reads them again on a change. Empty until one is known.
 */
export function useLatestResult(numero: LotteryNumero | null): string {
  const previous = numero?.previous;
  const key =
    previous && (previous.status === 'drawn' || FINISHED.includes(previous.status))
      ? `${previous.drawNumber}:${previous.status}`
      : null;
  const [latest, setLatest] = useState('');
  // kept across answers whose previous draw is not drawn yet (just after a draw time), so those change nothing
  if (key !== null && key !== latest) setLatest(key);
  return key ?? latest;
}

/** Seconds as m:ss, or h:mm:ss for a daily game's long wait. */
export function clockText(seconds: number): string {
  const s = Math.max(0, seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}
