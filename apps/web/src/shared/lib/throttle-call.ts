/**
 * At most one call per `intervalMs`: a call within the interval after the last one started shares that call's
 * promise instead of starting another (SPEC 7.3, 7.7, 9: unread counts go out at most once per 250 ms however many
 * screens ask at once).
 */
export function throttleCall<T>(call: () => Promise<T>, intervalMs: number, now: () => number = Date.now) {
  let last: { at: number; promise: Promise<T> } | undefined;
  return (): Promise<T> => {
    const at = now();
    if (last && at - last.at < intervalMs) return last.promise;
    const promise = call();
    last = { at, promise };
    return promise;
  };
}
