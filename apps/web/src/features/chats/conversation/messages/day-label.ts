import { dayjs } from '../../../../platform/dates';

const ZONE_DAY = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** "Hoje", "Ontem" or dd/mm/aaaa, in the browser's day (the person's). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = ZONE_DAY(iso);
  if (day === dayjs(now).format('YYYY-MM-DD')) return 'Hoje';
  if (day === dayjs(now).subtract(1, 'day').format('YYYY-MM-DD')) return 'Ontem';
  return dayjs(iso).format('DD/MM/YYYY');
}

export const sameDay = (a: string, b: string) => ZONE_DAY(a) === ZONE_DAY(b);

export const timeLabel = (iso: string) => dayjs(iso).format('HH:mm');
