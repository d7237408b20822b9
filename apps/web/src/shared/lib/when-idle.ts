/**
 * Runs `run` when the main thread is idle, or after `timeoutMs` at the latest; where the browser has no idle
 * callbacks (Safari), after `fallbackMs`. Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 50): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
