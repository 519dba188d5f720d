import { formatMediaBytes } from '@orbita/contracts/media';
import { dayjs } from '../../../platform/dates';

/** "2,4 MB": the same pt-BR size the server writes in its messages. */
export const formatBytes = formatMediaBytes;

/** dd/mm/aaaa, in the browser's time zone (the person's). */
export function formatDate(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY');
}

/** "42%" of a quota; never above 100 for the bar, rounded down so "100%" means full. */
export function quotaPercent(used: number, limit: number | null): number {
  if (!limit || limit <= 0) return 0;
  return Math.min(100, Math.floor((used / limit) * 100));
}
