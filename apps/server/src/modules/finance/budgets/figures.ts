import {
  addMonths,
  BUDGET_CARRY_MONTHS,
  BUDGET_OVER_PERCENT,
  BUDGET_WARNING_PERCENT,
  type BudgetStatus,
} from '@orbita/contracts/finance';

/** What the figures need of a stored budget. */
export interface BudgetLike {
  month: string;
  amount: number;
  repeat: boolean;
  carryOver: boolean;
}

/**
 * The budget holding in `month` among one category's budgets (sorted by month, oldest
 * first): its own, else the latest earlier one when that one repeats. A later one-month
 * budget ends an earlier repetition, so "repetir" off means "only this month" everywhere.
 */
export function holdingIn<B extends BudgetLike>(
  sorted: readonly B[],
  month: string,
): { budget: B; inherited: boolean } | null {
  let latest: B | null = null;
  for (const b of sorted) {
    if (b.month > month) break;
    latest = b;
  }
  if (!latest) return null;
  if (latest.month === month) return { budget: latest, inherited: false };
  return latest.repeat ? { budget: latest, inherited: true } : null;
}

/**
 * What rolls into `month` from the month before: its available amount (its own carry
 * included when it carries too) minus what was spent there. Zero when the month before had
 * no budget; followed back at most `depth` months.
 */
export function carryInto(
  sorted: readonly BudgetLike[],
  month: string,
  spentIn: (month: string) => number,
  depth = BUDGET_CARRY_MONTHS,
): number {
  if (depth <= 0) return 0;
  const previous = addMonths(month, -1);
  const held = holdingIn(sorted, previous);
  if (!held) return 0;
  const carried = held.budget.carryOver ? carryInto(sorted, previous, spentIn, depth - 1) : 0;
  return held.budget.amount + carried - spentIn(previous);
}

/** Whole percent rounded down (79,9 % is not yet 80 %); nothing available counts as over. */
export function percentOf(spent: number, available: number): number {
  if (available <= 0) return BUDGET_OVER_PERCENT;
  return Math.floor((spent * 100) / available);
}

export function statusOf(percent: number): BudgetStatus {
  if (percent >= BUDGET_OVER_PERCENT) return 'over';
  if (percent >= BUDGET_WARNING_PERCENT) return 'warning';
  return 'ok';
}

export interface MonthFigures<B extends BudgetLike> {
  budget: B;
  inherited: boolean;
  carried: number;
  available: number;
  spent: number;
  remaining: number;
  percent: number;
  status: BudgetStatus;
}

/** One category's figures in `month`, or null when no budget holds there. */
export function figuresIn<B extends BudgetLike>(
  sorted: readonly B[],
  month: string,
  spentIn: (month: string) => number,
): MonthFigures<B> | null {
  const held = holdingIn(sorted, month);
  if (!held) return null;
  const carried = held.budget.carryOver ? carryInto(sorted, month, spentIn) : 0;
  const available = held.budget.amount + carried;
  const spent = spentIn(month);
  const percent = percentOf(spent, available);
  return {
    ...held,
    carried,
    available,
    spent,
    remaining: available - spent,
    percent,
    status: statusOf(percent),
  };
}
