import { dayjs } from '../../../platform/dates';

/** `YYYY-MM-DD` (the API's São Paulo day) shown as dd/MM/yyyy. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A timestamp shown as dd/MM/yyyy HH:mm in the person's zone. */
export function formatMoment(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

/** Today in São Paulo as `YYYY-MM-DD`: finance days are Brazilian days, whatever the device's zone. */
export function todaySaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `YYYY-MM` shown as "março de 2026". */
export function formatMonth(month: string): string {
  return dayjs(`${month}-01`).format('MMMM [de] YYYY');
}

/** First and last day of the month holding `day`. */
export function monthRange(day: string): { from: string; to: string } {
  const d = dayjs(day);
  return {
    from: d.startOf('month').format('YYYY-MM-DD'),
    to: d.endOf('month').format('YYYY-MM-DD'),
  };
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
