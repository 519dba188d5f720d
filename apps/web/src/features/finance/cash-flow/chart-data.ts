import { dayjs } from '../../../platform/dates';
import type { Granularity } from './range-presets';

/** What the chart needs of a cash-flow bucket (the server's shape has more). */
export interface BucketLike {
  start: string;
  end: string;
  revenue: number;
  expense: number;
  balance: number;
  projectedRevenue: number;
  projectedExpense: number;
  projectedBalance: number;
}

export interface ChartRow {
  key: string;
  /** Short axis label. */
  label: string;
  /** Full label for tooltips and the table view. */
  period: string;
  revenue: number;
  expense: number;
  projectedRevenue: number;
  projectedExpense: number;
  /** Running balance of paid entries and transfers. */
  balance: number;
  /** Running balance counting the pending entries up to this bucket. */
  projectedBalance: number;
}

const day = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

/** Axis and full labels of a bucket: "15/03", "sem. 09/03", "mar/26". */
export function bucketLabels(
  start: string,
  end: string,
  granularity: Granularity,
): { label: string; period: string } {
  const d = dayjs(start);
  if (granularity === 'day') return { label: d.format('DD/MM'), period: day(start) };
  if (granularity === 'week')
    return { label: d.format('DD/MM'), period: `${day(start)} a ${day(end)}` };
  return { label: d.format('MMM/YY').replace('.', ''), period: d.format('MMMM [de] YYYY') };
}

/**
 * Chart rows from the buckets. Without the projection the projected figures are zero and the
 * projected balance is the paid one, so an answer cached from before the switch never
 * shows pending money as if it were asked for.
 */
export function chartRows(
  buckets: readonly BucketLike[],
  granularity: Granularity,
  includePending: boolean,
): ChartRow[] {
  return buckets.map((b) => ({
    key: b.start,
    ...bucketLabels(b.start, b.end, granularity),
    revenue: b.revenue,
    expense: b.expense,
    projectedRevenue: includePending ? b.projectedRevenue : 0,
    projectedExpense: includePending ? b.projectedExpense : 0,
    balance: b.balance,
    projectedBalance: includePending ? b.projectedBalance : b.balance,
  }));
}

export interface CategoryLike {
  categoryId: string | null;
  name: string;
  type: 'revenue' | 'expense';
  total: number;
  count: number;
}

export interface CategoryShare extends CategoryLike {
  /** Share of its type's total, 0–100. */
  percent: number;
}

/** Categories of one type, biggest first, with their share of that type's total. */
export function categoryShares(
  categories: readonly CategoryLike[],
  type: 'revenue' | 'expense',
): { items: CategoryShare[]; total: number } {
  const ofType = categories.filter((c) => c.type === type && c.total !== 0);
  const total = ofType.reduce((sum, c) => sum + c.total, 0);
  const items = ofType
    .map((c) => ({
      ...c,
      name: c.name || 'Sem categoria',
      percent: total === 0 ? 0 : (c.total / total) * 100,
    }))
    .sort((a, b) => b.total - a.total);
  return { items, total };
}

const percentFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "12,5%". */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}
