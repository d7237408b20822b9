/** C(n, k) exactly; refused where it would not fit a safe integer (far beyond any lottery's C(58, 6)). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  // Each partial product is C(n - smaller + i, i), a whole number, so the division is exact.
  for (let i = 1; i <= smaller; i++) result = (result * BigInt(n - smaller + i)) / BigInt(i);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`C(${n}, ${k}) is beyond a safe integer`);
  return Number(result);
}

/** How many different orders a list of numbers has: n! over the factorial of each value's repeat count. */
export function distinctArrangements(values: readonly number[]): number {
  const repeats = new Map<number, number>();
  for (const value of values) repeats.set(value, (repeats.get(value) ?? 0) + 1);
  let result = factorial(values.length);
  for (const count of repeats.values()) result /= factorial(count);
  return result;
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}
