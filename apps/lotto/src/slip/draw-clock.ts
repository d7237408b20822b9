import type { LotteryNumero } from '@palaro/contract/lottery-draws';
import { useEffect, useState } from 'react';

/** Where the current draw stands on this device's clock: on sale (seconds to close), closed (seconds to draw). */
export type DrawPhase =
  | { phase: 'none' }
  | { phase: 'open'; drawNumber: string; secondsToClose: number }
  | { phase: 'closed'; drawNumber: string; secondsToDraw: number };

type Known = { drawNumber: string; closeAt: number; drawAt: number };

const REFETCH_SECONDS = 5;

/**
 * The countdown of numero's current draw. The server's seconds are counted from when the answer arrived, so a device
 * clock that is off does not move the close. Numero has no current draw between a close and the next opening, so
 * the draw last seen on sale stays "closed" until its draw time. `onDue` (a refetch) runs at the close and every few
 * seconds while nothing is on sale.
 */
export function useDrawPhase(numero: LotteryNumero | null, onDue: () => void): DrawPhase {
  const [now, setNow] = useState(() => Date.now());
  const [known, setKnown] = useState<Known | null>(null);
  useEffect(() => {
    const current = numero?.current;
    if (!current) return;
    const arrived = Date.now();
    setKnown({
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
  // at the close, then every few seconds until a draw is on sale again
  const due = numero !== null && !onSale ? Math.floor(now / 1000 / REFETCH_SECONDS) : -1;
  useEffect(() => {
    if (due >= 0) onDue();
    // onDue is the caller's refetch; the moment matters, not its identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due]);
  if (known && toClose > 0) return { phase: 'open', drawNumber: known.drawNumber, secondsToClose: toClose };
  if (known && toDraw > 0) return { phase: 'closed', drawNumber: known.drawNumber, secondsToDraw: toDraw };
  return { phase: 'none' };
}

/** Seconds as m:ss, or h:mm:ss for a daily game's long wait. */
export function clockText(seconds: number): string {
  const s = Math.max(0, seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}
