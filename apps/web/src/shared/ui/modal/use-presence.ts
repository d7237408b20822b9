import { useEffect, useState } from 'react';
import { TIMING } from '@palaro/contract/constants';

export type PresencePhase = 'open' | 'closing' | 'closed';

/** Keeps a popup mounted while its exit animation plays (SPEC 9: popups close over 300 ms). */
export function usePresence(open: boolean, exitMs: number = TIMING.modalCloseMs): PresencePhase {
  const [phase, setPhase] = useState<PresencePhase>(open ? 'open' : 'closed');
  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase('closing');

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = setTimeout(() => setPhase('closed'), exitMs);
    return () => clearTimeout(timer);
  }, [phase, exitMs]);

  return phase;
}
