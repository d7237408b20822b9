/** True when the player asked for less motion (and in test browsers without matchMedia): reveals are then instant. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Waits `ms`, or not at all when motion is reduced. */
export function pause(ms: number): Promise<void> {
  if (prefersReducedMotion() || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
