import type { BudgetReport } from '@orbita/contracts/finance';
import dayjs from 'dayjs';

/** `2026-03` → "mar/26" (column heads and chart ticks). */
export const shortMonth = (month: string) => dayjs(`${month}-01`).format('MMM/YY');

/** "+25 %", "−10 %", "—": spending up is the bad direction. */
export function variationText(variation: number | null): string {
  if (variation === null) return '—';
  if (variation > 0) return `+${variation} %`;
  if (variation < 0) return `−${Math.abs(variation)} %`;
  return '0 %';
}

export interface ChartPoint {
  month: string;
  label: string;
  spent: number;
  budget: number | null;
}

/** One group's months as chart points (spent bar, budget line). */
export function chartPoints(report: BudgetReport, categoryId: string): ChartPoint[] {
  const row = report.rows.find((r) => r.categoryId === categoryId);
  return report.months.map((month, i) => ({
    month,
    label: shortMonth(month),
    spent: row?.spent[i] ?? 0,
    budget: row?.budget[i] ?? null,
  }));
}
