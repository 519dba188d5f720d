/** The `p`th percentile of ascending `sorted` samples (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const round2 = (n: number) => Math.round(n * 100) / 100;
