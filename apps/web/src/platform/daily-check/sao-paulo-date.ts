let saoPaulo: Intl.DateTimeFormat | undefined;

/**
 * The São Paulo calendar date of `at`, as YYYY-MM-DD: days count in America/Sao_Paulo
 * whatever the browser's own zone is (spec §4, §9). The formatter is built on the first call,
 * not when the module loads: a page's first time-zone format loads the browser's zone data,
 * 165 ms at 4× CPU in the signed-in shell's start-up task (profiled on /me/home, issue 17).
 */
export function saoPauloDate(at: Date = new Date()): string {
  saoPaulo ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(saoPaulo.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
