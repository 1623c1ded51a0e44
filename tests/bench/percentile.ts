/** The exact value at a rank of sorted latencies (nearest rank), in ms with one decimal. */
export function percentile(sorted: number[], ratio: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * ratio) - 1))] ?? 0;
  return Math.round(value * 10) / 10;
}
