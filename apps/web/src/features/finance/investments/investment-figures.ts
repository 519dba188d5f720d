import type { Box } from '@orbita/contracts/finance';

export interface InvestmentFigures {
  /** What was put in, net of withdrawals. */
  invested: number;
  /** The latest valuation, else the balance (nothing valued yet: worth what went in). */
  current: number;
  result: number;
  /** Percent of what was invested; null when nothing is invested. */
  resultPct: number | null;
}

export function investmentFigures(
  box: Pick<Box, 'balance' | 'currentValue' | 'netContributed'>,
): InvestmentFigures {
  const invested = box.netContributed ?? box.balance;
  const current = box.currentValue ?? box.balance;
  const result = current - invested;
  return { invested, current, result, resultPct: invested > 0 ? (result / invested) * 100 : null };
}

const pct = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** "+12,50%", "-3,00%", "0,00%"; "—" when there is no base. */
export function formatReturnPct(value: number | null): string {
  return value === null ? '—' : `${pct.format(value)}%`;
}
