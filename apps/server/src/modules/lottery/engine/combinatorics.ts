/** C(n, k) exactly for the small n of a lottery (n <= 100 keeps every step far inside 2^53). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const smaller = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= smaller; i++) result = (result * (n - smaller + i)) / i;
  return Math.round(result);
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
