/** Rows hold Dates; the API speaks ISO strings (UTC). */
export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null =>
  date ? date.toISOString() : null;

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Finance's "today" (São Paulo day). Tests replace `financeClock.now` (vi.spyOn) to stand
 * on a fixed day (statement status) without faking the global Date.
 */
export const financeClock = { now: (): Date => new Date() };

export function today(): string {
  const parts = Object.fromEntries(
    formatter.formatToParts(financeClock.now()).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
