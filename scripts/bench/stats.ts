/**
 * The few statistics the benchmark needs. Timings on shared machines are noisy, so every timed
 * figure is a median of repeated samples, and every comparison is a ratio of two figures measured
 * in the same run, never an absolute number compared across machines.
 */

/**
 * The median of the samples; `null` when there are none (a figure that could not be measured).
 * @example median([3, 1, 2]) // 2
 * @example median([4, 1, 3, 2]) // 2.5
 */
export function median(samples: readonly number[]): number | null {
  const finite = samples.filter((sample) => Number.isFinite(sample)).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 === 1 ? finite[middle]! : (finite[middle - 1]! + finite[middle]!) / 2;
}

/**
 * `numerator / denominator`, or `null` when either is missing or the denominator is not positive.
 * @example ratio(3, 2) // 1.5
 */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || !(denominator > 0)) return null;
  return numerator / denominator;
}

/**
 * Rounds to `digits` decimals (for tables and JSON; the samples keep their precision).
 * @example round(1.23456, 2) // 1.23
 */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Ratios of paired samples (`a[i] / b[i]`), for figures whose two sides were measured back to back
 * in each repetition: pairing cancels the load that changes between repetitions.
 * @example pairedRatios([2, 4], [1, 2]) // [2, 2]
 */
export function pairedRatios(numerators: readonly number[], denominators: readonly number[]): number[] {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(numerators.length, denominators.length); i++) {
    const value = ratio(numerators[i]!, denominators[i]!);
    if (value !== null) ratios.push(value);
  }
  return ratios;
}
