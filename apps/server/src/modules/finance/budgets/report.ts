import {
  addMonths,
  BUDGET_CARRY_MONTHS,
  BUDGET_REPORT_MONTHS,
  type BudgetReport,
} from '@orbita/contracts/finance';
import type { Queryable } from '../../../platform/db/client';
import { figuresIn } from './figures';
import { budgetsUpTo, categoriesById, spending } from './query';
import { currentMonth } from './service';

/** Last month against the one before, whole percent; null when the one before is zero. */
export function variation(previous: number, last: number): number | null {
  if (previous === 0) return null;
  return Math.round(((last - previous) * 100) / previous);
}

/**
 * Month over month by expense group (a group's subcategories inside it) over the last
 * `BUDGET_REPORT_MONTHS` months up to `month`, with each group's budget per month (its
 * carry-over included). Groups with neither spending nor a budget in the window are left out;
 * the biggest spenders of the last month come first.
 */
export async function budgetReport(
  q: Queryable,
  ws: { workspaceId: string },
  month = currentMonth(),
): Promise<BudgetReport> {
  const first = addMonths(month, -(BUDGET_REPORT_MONTHS - 1));
  const months = Array.from({ length: BUDGET_REPORT_MONTHS }, (_, i) => addMonths(first, i));
  const categories = await categoriesById(q, ws.workspaceId);
  const budgets = await budgetsUpTo(q, ws.workspaceId, month);
  const carries = [...budgets.values()].some((rows) => rows.some((r) => r.carryOver));
  const spent = await spending(
    q,
    ws.workspaceId,
    categories,
    carries ? addMonths(first, -BUDGET_CARRY_MONTHS) : first,
    month,
  );
  const rows: BudgetReport['rows'] = [];
  for (const category of categories.values()) {
    if (category.type !== 'expense' || category.parentId) continue;
    const spentIn = spent(category.id);
    const values = months.map(spentIn);
    const own = budgets.get(category.id) ?? [];
    const budget = months.map((m) => figuresIn(own, m, spentIn)?.available ?? null);
    if (values.every((v) => v === 0) && budget.every((b) => b === null)) continue;
    rows.push({
      categoryId: category.id,
      categoryName: category.name,
      spent: values,
      budget,
      variation: variation(values.at(-2)!, values.at(-1)!),
    });
  }
  const collator = new Intl.Collator('pt-BR');
  const total = (r: (typeof rows)[number]) => r.spent.reduce((s, v) => s + v, 0);
  rows.sort(
    (a, b) =>
      b.spent.at(-1)! - a.spent.at(-1)! ||
      total(b) - total(a) ||
      collator.compare(a.categoryName, b.categoryName),
  );
  return {
    months,
    rows,
    totals: months.map((_, i) => rows.reduce((s, r) => s + r.spent[i]!, 0)),
  };
}
