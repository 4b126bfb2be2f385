// The figures every measurement in the proving ground reports, computed one way.

/** The middle value, or the mean of the two middle ones, so that an even count leans to neither side; NaN if any is. */
export function median(values: number[]): number {
  if (!values.length || values.some(Number.isNaN)) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile: the smallest value at or above which `p` percent of the values lie. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
