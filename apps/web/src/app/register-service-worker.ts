import { whenIdle } from '../shared/lib/when-idle';

/**
 * Registers the generated service worker once the page has loaded and the main thread is idle, so neither the
 * registration nor the precaching that follows competes with the first screen's own work and downloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch(() => {
        // Without a worker the site still works online; installability simply waits for the next visit.
      });
  };
  const registerWhenIdle = () => whenIdle(register, 5000, 1000);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
