import { addMonths } from '@orbita/contracts/finance';
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { financeCategories, financeEntries } from '../schema';
import { financeBudgets } from './schema';

export type BudgetRow = typeof financeBudgets.$inferSelect;
export interface CategoryInfo {
  id: string;
  name: string;
  parentId: string | null;
  type: 'revenue' | 'expense';
}

/** The workspace's categories by id. */
export async function categoriesById(
  q: Queryable,
  workspaceId: string,
): Promise<Map<string, CategoryInfo>> {
  const rows = await q
    .select({
      id: financeCategories.id,
      name: financeCategories.name,
      parentId: financeCategories.parentId,
      type: financeCategories.type,
    })
    .from(financeCategories)
    .where(eq(financeCategories.workspaceId, workspaceId));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Budgets set up to `month`, per category, oldest first (what `holdingIn` reads). */
export async function budgetsUpTo(
  q: Queryable,
  workspaceId: string,
  month: string,
  categoryIds?: string[],
): Promise<Map<string, BudgetRow[]>> {
  const rows = await q
    .select()
    .from(financeBudgets)
    .where(
      and(
        eq(financeBudgets.workspaceId, workspaceId),
        lte(financeBudgets.month, month),
        categoryIds ? inArray(financeBudgets.categoryId, categoryIds) : undefined,
      ),
    )
    .orderBy(asc(financeBudgets.month));
  const out = new Map<string, BudgetRow[]>();
  for (const row of rows) out.set(row.categoryId, [...(out.get(row.categoryId) ?? []), row]);
  return out;
}

/** Spending per category and month; a group also counts its subcategories' entries. */
export type Spending = (categoryId: string) => (month: string) => number;

/**
 * Expense entries (paid or pending; transfers are another table) from `from` to `to`
 * (months, inclusive) summed per category and month, each subcategory's also added to its
 * group. One grouped query over the cash-flow index.
 */
export async function spending(
  q: Queryable,
  workspaceId: string,
  categories: Map<string, CategoryInfo>,
  from: string,
  to: string,
): Promise<Spending> {
  const month = sql<string>`to_char(${financeEntries.occurredOn}, 'YYYY-MM')`;
  const rows = await q
    .select({
      categoryId: financeEntries.categoryId,
      month,
      total: sql<string>`sum(${financeEntries.value})`,
    })
    .from(financeEntries)
    .where(
      and(
        eq(financeEntries.workspaceId, workspaceId),
        eq(financeEntries.type, 'expense'),
        isNotNull(financeEntries.categoryId),
        gte(financeEntries.occurredOn, `${from}-01`),
        lt(financeEntries.occurredOn, `${addMonths(to, 1)}-01`),
      ),
    )
    .groupBy(financeEntries.categoryId, month);
  const sums = new Map<string, number>();
  const add = (categoryId: string, m: string, value: number) =>
    sums.set(`${categoryId}:${m}`, (sums.get(`${categoryId}:${m}`) ?? 0) + value);
  for (const row of rows) {
    const total = Number(row.total);
    add(row.categoryId!, row.month, total);
    const parentId = categories.get(row.categoryId!)?.parentId;
    if (parentId) add(parentId, row.month, total);
  }
  return (categoryId) => (m) => sums.get(`${categoryId}:${m}`) ?? 0;
}
