import { cashFlowRangeProblem, type CashFlowGranularity } from '@orbita/contracts/finance';
import { dayjs } from '../../../platform/dates';

/** The periods people ask about most; "personalizado" takes two dates. */
export const rangePresets = {
  'este-mes': 'Este mês',
  'ultimos-3': 'Últimos 3 meses',
  'ultimos-6': 'Últimos 6 meses',
  'ultimos-12': 'Últimos 12 meses',
  'este-ano': 'Este ano',
  personalizado: 'Personalizado',
} as const;

export type RangePreset = keyof typeof rangePresets;
export type Granularity = CashFlowGranularity;

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

const ISO = 'YYYY-MM-DD';

/**
 * The range of a preset around `today` (a São Paulo YYYY-MM-DD). Ranges run to the end of
 * the current month (or year) rather than to today, so pending entries dated later this
 * month show as projection.
 */
export function presetRange(
  preset: Exclude<RangePreset, 'personalizado'>,
  today: string,
): DateRange {
  const day = dayjs(today);
  const endOfMonth = day.endOf('month').format(ISO);
  const monthsBack = (n: number) =>
    day
      .startOf('month')
      .subtract(n - 1, 'month')
      .format(ISO);
  switch (preset) {
    case 'este-mes':
      return { from: monthsBack(1), to: endOfMonth };
    case 'ultimos-3':
      return { from: monthsBack(3), to: endOfMonth };
    case 'ultimos-6':
      return { from: monthsBack(6), to: endOfMonth };
    case 'ultimos-12':
      return { from: monthsBack(12), to: endOfMonth };
    case 'este-ano':
      return { from: day.startOf('year').format(ISO), to: day.endOf('year').format(ISO) };
  }
}

/** The granularity that gives a readable number of bars for a range. */
export function suggestedGranularity(range: DateRange): Granularity {
  const days = rangeDays(range);
  if (days <= 45) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

/** Days in an inclusive range (0 when it is inverted or incomplete). */
export function rangeDays({ from, to }: DateRange): number {
  const start = dayjs(from);
  const end = dayjs(to);
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return 0;
  return end.diff(start, 'day') + 1;
}

/** Why a custom range cannot be asked for, in pt-BR; null when it is fine. */
export function rangeProblem(range: DateRange, granularity: Granularity): string | null {
  if (!range.from || !range.to) return 'Informe as datas inicial e final.';
  if (!dayjs(range.from).isValid() || !dayjs(range.to).isValid()) return 'Data inválida.';
  // The same rule the server applies (contracts), so the form never sends what will be refused.
  return cashFlowRangeProblem(range.from, range.to, granularity)?.message ?? null;
}
