import { dayjs } from '../../../platform/dates';

/** dd/mm/aaaa HH:mm (the list's last run, versions). */
export const dateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
/** dd/mm/aaaa HH:mm:ss (the run log: runs a second apart must read apart). */
export const dateTimeSeconds = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm:ss');

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A run's duration: "850 ms", "2,4 s", "3 min 5 s", "2 h 10 min"; "—" when it has not ended. */
export function duration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${decimal.format(ms / 1000)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.floor((ms % 60_000) / 1000)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The failed share of the last 24 h's runs, "—" when none ran ("0%" says it ran clean). */
export function errorRate(runs: number, failed: number): string {
  if (runs === 0) return '—';
  return `${Math.round((failed / runs) * 100)}%`;
}

/** A value of the run's input or a step's output as text (JSON for objects), never HTML. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
