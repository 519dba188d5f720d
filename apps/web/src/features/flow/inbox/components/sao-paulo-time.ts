import { QUICK_ADD_TIME_ZONE, saoPauloOffsetMinutes } from '@orbita/contracts/quick-add';

/**
 * Dates of the inbox in São Paulo's wall clock (PRODUCT.md: days are America/Sao_Paulo),
 * whatever the device's time zone: a due date reads the same on every screen.
 */
const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: QUICK_ADD_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: QUICK_ADD_TIME_ZONE,
  weekday: 'short',
});
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: QUICK_ADD_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `13/03/2025 18:00`, `qui, 13/03/2025 às 18:00` (with weekday) or the day alone. */
export function formatSaoPaulo(
  iso: string,
  options: { time?: boolean; weekday?: boolean } = {},
): string {
  const date = new Date(iso);
  const day = dayFormat.format(date);
  const weekday = options.weekday ? `${weekdayFormat.format(date).replace('.', '')}, ` : '';
  if (options.time === false) return `${weekday}${day}`;
  return options.weekday
    ? `${weekday}${day} às ${timeFormat.format(date)}`
    : `${day} ${timeFormat.format(date)}`;
}

/** An instant as the value of `<input type="datetime-local">`, in São Paulo time. */
export function toDateTimeInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() + saoPauloOffsetMinutes(date) * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as São Paulo time, as a UTC ISO instant; '' → null. */
export function fromDateTimeInput(value: string): string | null {
  if (!value) return null;
  const wall = Date.parse(`${value}:00Z`);
  if (Number.isNaN(wall)) return null;
  return new Date(wall - saoPauloOffsetMinutes(new Date(wall)) * 60_000).toISOString();
}
