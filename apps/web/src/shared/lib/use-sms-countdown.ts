import { useCallback, useEffect, useState } from 'react';
import { TIMING } from '@palaro/contract/constants';

/** SPEC 4: after a send, seconds left until `until` (epoch ms), ticking every 500 ms; 60 s is shown before any send. */
export function useSmsCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        setUntil(null);
        clearInterval(timer);
      }
    }, TIMING.smsCountdownTickMs);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((endsAt: number) => {
    setNow(Date.now());
    setUntil(endsAt);
  }, []);
  const running = until !== null;
  const seconds = running ? Math.max(0, Math.ceil((until - now) / 1000)) : TIMING.smsDefaultDisplaySeconds;
  return { running, seconds, start };
}
