import type { Priority } from '@orbita/contracts/flow';
import { dayjs } from '../../../platform/dates';

/** Chip colours by priority: the urgent ones stand out, the rest stay quiet. */
export const priorityColor: Record<Priority, 'error' | 'warning' | 'info' | 'default'> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  normal: 'default',
  low: 'default',
};

/** `13/03 18:00` (this year) or `13/03/2027`, in the browser's zone (São Paulo for our users). */
export function shortDue(iso: string): string {
  const d = dayjs(iso);
  return d.year() === dayjs().year() ? d.format('DD/MM HH:mm') : d.format('DD/MM/YYYY');
}

/** Numbers as pt-BR shows them: `1.234,5`. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
