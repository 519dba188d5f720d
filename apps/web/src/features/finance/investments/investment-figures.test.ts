import { describe, expect, it } from 'vitest';
import { formatReturnPct, investmentFigures } from './investment-figures';

describe('investment figures', () => {
  it('measures the result of the latest valuation against the net contribution', () => {
    expect(
      investmentFigures({ balance: 100_000, currentValue: 112_500, netContributed: 100_000 }),
    ).toEqual({
      invested: 100_000,
      current: 112_500,
      result: 12_500,
      resultPct: 12.5,
    });
  });

  it('uses the balance when nothing was valued yet, and has no percent without a base', () => {
    expect(
      investmentFigures({ balance: 5_000, currentValue: null, netContributed: 5_000 }),
    ).toMatchObject({ current: 5_000, result: 0, resultPct: 0 });
    expect(
      investmentFigures({ balance: 0, currentValue: 0, netContributed: 0 }).resultPct,
    ).toBeNull();
  });

  it('formats the percent with a sign, pt-BR', () => {
    expect(formatReturnPct(12.5)).toBe('+12,50%');
    expect(formatReturnPct(-3)).toBe('-3,00%');
    expect(formatReturnPct(0)).toBe('0,00%');
    expect(formatReturnPct(null)).toBe('—');
  });
});
