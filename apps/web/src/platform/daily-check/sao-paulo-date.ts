/** Days count in America/Sao_Paulo whatever the browser's own zone is (spec §4, §9). */
const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar date of `at`, as YYYY-MM-DD. */
export function saoPauloDate(at: Date = new Date()): string {
  const parts = Object.fromEntries(saoPaulo.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
