import { dayjs } from '../../../platform/dates';

/** `13/03 18:00`; the year only when it is not this one. */
export function shortDateTime(iso: string): string {
  const d = dayjs(iso);
  return d.format(d.year() === dayjs().year() ? 'DD/MM HH:mm' : 'DD/MM/YYYY HH:mm');
}

/** `YYYY-MM-DD` as `13/03` (`13/03/2027` in another year). */
export function shortDay(day: string): string {
  const d = dayjs(day);
  return d.format(d.year() === dayjs().year() ? 'DD/MM' : 'DD/MM/YYYY');
}
