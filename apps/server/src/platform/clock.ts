/**
 * THE clock and "today in São Paulo". Every module asks `clock.now()` for the current
 * instant, so tests replace one function (`vi.spyOn(clock, 'now')`) to stand on either side
 * of São Paulo's midnight without faking the global Date, which sessions and tokens need.
 * Days are counted in America/Sao_Paulo (ARCHITECTURE.md), whatever the server's zone.
 */
export const clock = {
  now: (): Date => new Date(),
};

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of an instant, as `YYYY-MM-DD`. */
export function saoPauloDay(instant: Date): string {
  const parts = Object.fromEntries(
    dayFormatter.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in São Paulo, by the platform clock. */
export function today(): string {
  return saoPauloDay(clock.now());
}

/** `day` moved by `delta` calendar days (calendar arithmetic, so no time zone is involved). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}
