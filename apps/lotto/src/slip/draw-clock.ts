import type { LotteryNumero } from '@palaro/contract/lottery-draws';
import { useEffect, useState } from 'react';

/** Where the current draw stands on this device's clock: on sale (seconds to close), closed (seconds to draw). */
export type DrawPhase =
  | { phase: 'none' }
  | { phase: 'open'; drawNumber: string; secondsToClose: number }
  | { phase: 'closed'; drawNumber: string; secondsToDraw: number };

/**
 * The countdown of numero's current draw. The server's seconds are counted down from when the answer arrived, so a
 * device clock that is off does not move the close; `onDue` runs when the close is reached and every few seconds after it, to refetch.
 */
export function useDrawPhase(numero: LotteryNumero | null, onDue: () => void): DrawPhase {
  const [now, setNow] = useState(() => Date.now());
  const [arrivedAt, setArrivedAt] = useState(() => Date.now());
  useEffect(() => {
    setArrivedAt(Date.now());
    setNow(Date.now());
  }, [numero]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const current = numero?.current ?? null;
  const elapsed = Math.floor((now - arrivedAt) / 1000);
  const toClose = current ? current.secondsToClose - elapsed : 0;
  const toDraw = current ? current.secondsToDraw - elapsed : 0;
  // At the close, then every five seconds while sales stay closed, until the next draw is on sale.
  const due = current !== null && toClose <= 0 ? Math.floor(-toClose / 5) : -1;
  useEffect(() => {
    if (due >= 0) onDue();
    // onDue is the caller's refetch; the moment matters, not its identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due]);
  if (!current) return { phase: 'none' };
  if (toClose > 0) return { phase: 'open', drawNumber: current.drawNumber, secondsToClose: toClose };
  return { phase: 'closed', drawNumber: current.drawNumber, secondsToDraw: Math.max(0, toDraw) };
}

/** Seconds as m:ss, or h:mm:ss for a daily game's long wait. */
export function clockText(seconds: number): string {
  const s = Math.max(0, seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}
