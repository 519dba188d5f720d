/** The `p`th percentile of ascending `sorted` samples (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** One timed scenario: its samples' percentiles and mean, in ms. */
export interface Timing {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** `ms` (the samples of one scenario, any order) as a `Timing`. */
export function timingOf(name: string, ms: number[]): Timing {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    name,
    samples: ms.length,
    p50: round2(percentile(sorted, 50)),
    p95: round2(percentile(sorted, 95)),
    p99: round2(percentile(sorted, 99)),
    mean: round2(ms.reduce((s, n) => s + n, 0) / Math.max(1, ms.length)),
  };
}

/** The rows of `console.table` for timings, with pt-BR headings. */
export const timingRows = (timings: readonly Timing[]) =>
  timings.map((t) => ({
    cenário: t.name,
    amostras: t.samples,
    p50: t.p50,
    p95: t.p95,
    p99: t.p99,
    média: t.mean,
  }));

/** Runs a bench file alone (`npx tsx bench/<name>.ts`): prints its result, exits 0 or 1. */
export function runAlone<T>(run: () => Promise<T>, print: (result: T) => void): void {
  run().then(
    (result) => {
      print(result);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
