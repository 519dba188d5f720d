const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `dd/MM/yyyy HH:mm` in America/Sao_Paulo. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return dateTime.format(new Date(iso)).replace(',', '');
}

/** `dd/MM/yyyy` in America/Sao_Paulo. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return dateOnly.format(new Date(iso));
}

/** `YYYY-MM-DD` (a date input's value) → the end of that day in São Paulo, as the API wants. */
export function endOfDaySaoPaulo(day: string): string {
  return `${day}T23:59:59-03:00`;
}

/** An ISO instant → `YYYY-MM-DD` of that day in São Paulo, for a date input. */
export function saoPauloDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
  return parts;
}
