import { describe, expect, it } from 'vitest';
import { bucketLabels, categoryShares, chartRows, formatPercent } from './chart-data';

const bucket = (
  start: string,
  end: string,
  revenue: number,
  expense: number,
  balance: number,
  pr = 0,
  pe = 0,
  pb = balance,
) => ({
  start,
  end,
  revenue,
  expense,
  balance,
  projectedRevenue: pr,
  projectedExpense: pe,
  projectedBalance: pb,
});

describe('cash flow chart data', () => {
  it('labels buckets per granularity in pt-BR', () => {
    expect(bucketLabels('2026-03-15', '2026-03-15', 'day')).toEqual({
      label: '15/03',
      period: '15/03/2026',
    });
    expect(bucketLabels('2026-03-09', '2026-03-15', 'week')).toEqual({
      label: '09/03',
      period: '09/03/2026 a 15/03/2026',
    });
    expect(bucketLabels('2026-03-01', '2026-03-31', 'month')).toEqual({
      label: 'mar/26',
      period: 'março de 2026',
    });
  });

  it('shows the projection only when asked', () => {
    const buckets = [
      bucket('2026-01-01', '2026-01-31', 1000, 400, 600, 200, 50, 750),
      bucket('2026-02-01', '2026-02-28', 0, 100, 500, 0, 300, 350),
    ];
    const projected = chartRows(buckets, 'month', true);
    expect(projected.map((r) => r.projectedBalance)).toEqual([750, 350]);
    expect(projected[1]).toMatchObject({ projectedExpense: 300, balance: 500, label: 'fev/26' });
    const paidOnly = chartRows(buckets, 'month', false);
    expect(
      paidOnly.map((r) => [r.projectedRevenue, r.projectedExpense, r.projectedBalance]),
    ).toEqual([
      [0, 0, 600],
      [0, 0, 500],
    ]);
  });

  it('splits categories per type with shares, biggest first', () => {
    const { items, total } = categoryShares(
      [
        { categoryId: 'a', name: 'Mercado', type: 'expense', total: 300, count: 3 },
        { categoryId: null, name: '', type: 'expense', total: 100, count: 1 },
        { categoryId: 'c', name: 'Salário', type: 'revenue', total: 5000, count: 1 },
        { categoryId: 'd', name: 'Lazer', type: 'expense', total: 0, count: 0 },
      ],
      'expense',
    );
    expect(total).toBe(400);
    expect(items.map((c) => [c.name, c.percent])).toEqual([
      ['Mercado', 75],
      ['Sem categoria', 25],
    ]);
    expect(formatPercent(12.345)).toBe('12,3%');
  });
});
