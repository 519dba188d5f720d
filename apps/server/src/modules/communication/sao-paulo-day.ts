/** Days are counted in America/Sao_Paulo (ARCHITECTURE.md), whatever the server's zone. */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of an instant, as `YYYY-MM-DD`. */
export function saoPauloDay(instant: Date): string {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `day` moved by `delta` calendar days (calendar arithmetic, so no time zone is involved). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}
