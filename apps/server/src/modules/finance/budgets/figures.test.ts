import { describe, expect, it } from 'vitest';
import { carryInto, figuresIn, holdingIn, percentOf, statusOf } from './figures';

const b = (month: string, amount: number, repeat = true, carryOver = false) => ({
  month,
  amount,
  repeat,
  carryOver,
});

describe('budget figures', () => {
  it('holds its own month, repeats into the following ones, and a one-month budget ends the repetition', () => {
    const rows = [b('2026-01', 500), b('2026-03', 800, false)];
    expect(holdingIn(rows, '2025-12')).toBeNull();
    expect(holdingIn(rows, '2026-01')).toMatchObject({ budget: rows[0], inherited: false });
    expect(holdingIn(rows, '2026-02')).toMatchObject({ budget: rows[0], inherited: true });
    expect(holdingIn(rows, '2026-03')).toMatchObject({ budget: rows[1], inherited: false });
    expect(holdingIn(rows, '2026-04')).toBeNull();
  });

  it('carries what was left (positive) and what went over (negative) through consecutive months', () => {
    const rows = [b('2026-01', 500, true, true)];
    const spent: Record<string, number> = { '2026-01': 300, '2026-02': 900 };
    const spentIn = (m: string) => spent[m] ?? 0;
    expect(carryInto(rows, '2026-01', spentIn)).toBe(0);
    // February: 500 + 200 left from January = 700 available, 900 spent.
    expect(figuresIn(rows, '2026-02', spentIn)).toMatchObject({
      carried: 200,
      available: 700,
      spent: 900,
      remaining: -200,
      percent: 128,
      status: 'over',
    });
    // March: 500 − 200 overspent in February.
    expect(figuresIn(rows, '2026-03', spentIn)).toMatchObject({ carried: -200, available: 300 });
    // Without carry-over each month starts from its amount.
    expect(figuresIn([b('2026-01', 500)], '2026-03', spentIn)).toMatchObject({
      carried: 0,
      available: 500,
    });
  });

  it('rounds the percent down and colours at 80 % and 100 %', () => {
    expect(percentOf(39_999, 50_000)).toBe(79);
    expect(statusOf(79)).toBe('ok');
    expect(percentOf(40_000, 50_000)).toBe(80);
    expect(statusOf(80)).toBe('warning');
    expect(statusOf(100)).toBe('over');
    expect(percentOf(0, -100)).toBe(100);
  });
});
