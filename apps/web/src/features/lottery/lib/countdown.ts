import { useEffect, useState } from 'react';

/** Seconds as the board prints them: 1:02:03 with hours, 04:05 without. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * The time now on the server's clock (the menu's serverTime against when it arrived), ticking once a second while
 * the page is visible: a hidden tab runs no timer.
 */
export function useServerNow(serverTime: number | undefined, receivedAt: number): number {
  const offset = serverTime === undefined ? 0 : serverTime - receivedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      setNow(Date.now());
      timer ??= setInterval(() => setNow(Date.now()), 1000);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return now + offset;
}
