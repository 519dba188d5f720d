import { addMonths, budgetAlertThresholds, BUDGET_CARRY_MONTHS } from '@orbita/contracts/finance';
import { and, eq, notInArray } from 'drizzle-orm';
import { today } from '../../../platform/clock';
import type { Queryable, Tx } from '../../../platform/db/client';
import { contextOf, savepoint } from '../../../platform/db/transaction';
import { emit, type EventBus } from '../../../platform/events/bus';
import { financeEntries } from '../schema';
import { figuresIn, type MonthFigures } from './figures';
import { budgetsUpTo, categoriesById, spending, type BudgetRow, type CategoryInfo } from './query';
import { financeBudgetAlerts, financeBudgets } from './schema';

type Figures = MonthFigures<BudgetRow> & { categoryName: string };

/** The figures of `categoryIds` (those with a budget holding in `month`). */
async function figuresOf(
  q: Queryable,
  workspaceId: string,
  categoryIds: string[],
  month: string,
  known?: Map<string, CategoryInfo>,
): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  const byCategory = await budgetsUpTo(q, workspaceId, month, categoryIds);
  if (byCategory.size === 0) return out;
  const categories = known ?? (await categoriesById(q, workspaceId));
  const spent = await spending(
    q,
    workspaceId,
    categories,
    addMonths(month, -BUDGET_CARRY_MONTHS),
    month,
  );
  for (const [categoryId, rows] of byCategory) {
    const figures = figuresIn(rows, month, spent(categoryId));
    const category = categories.get(categoryId);
    if (figures && category) out.set(categoryId, { ...figures, categoryName: category.name });
  }
  return out;
}

const reached = (percent: number) => budgetAlertThresholds.filter((t) => percent >= t);

/**
 * After a budget is set or changed, the thresholds its month (and the current month, when it
 * repeats into it) already passed count as told, and those it no longer reaches are forgotten:
 * only an entry that crosses one from now on notifies (raising a budget re-arms its alerts).
 */
export async function syncAlerts(
  tx: Tx,
  workspaceId: string,
  categoryId: string,
  month: string,
): Promise<void> {
  for (const m of new Set([month, today().slice(0, 7)])) {
    const figures = (await figuresOf(tx, workspaceId, [categoryId], m)).get(categoryId);
    const now = figures ? reached(figures.percent) : [];
    const where = and(
      eq(financeBudgetAlerts.workspaceId, workspaceId),
      eq(financeBudgetAlerts.categoryId, categoryId),
      eq(financeBudgetAlerts.month, m),
    );
    await tx
      .delete(financeBudgetAlerts)
      .where(now.length ? and(where, notInArray(financeBudgetAlerts.threshold, now)) : where);
    if (now.length)
      await tx
        .insert(financeBudgetAlerts)
        .values(now.map((threshold) => ({ workspaceId, categoryId, month: m, threshold })))
        .onConflictDoNothing();
  }
}

/**
 * The budgets the entry counts in (its category's and its group's, in its month) that it took
 * past 80 % or 100 %: each threshold is recorded once per category and month (the primary key
 * settles concurrent entries) and announced by `finance.budget.alerted` — the highest one only
 * when one entry passes both.
 */
export async function alertOnEntry(
  tx: Tx,
  entryId: string,
  actorId: string | null,
  memo: TxMemo = { hasBudgets: true, done: new Set() },
) {
  const [entry] = await tx
    .select({
      workspaceId: financeEntries.workspaceId,
      categoryId: financeEntries.categoryId,
      type: financeEntries.type,
      occurredOn: financeEntries.occurredOn,
    })
    .from(financeEntries)
    .where(eq(financeEntries.id, entryId));
  if (!entry || entry.type !== 'expense' || !entry.categoryId) return;
  const { workspaceId } = entry;
  const month = entry.occurredOn.slice(0, 7);
  // recordEntries inserts every row before it emits: the first event of a category and month
  // already sees the whole batch, so the batch's other rows there have nothing to add.
  const key = `${entry.categoryId}:${month}`;
  if (memo.done.has(key)) return;
  memo.categories ??= await categoriesById(tx, workspaceId);
  const parentId = memo.categories.get(entry.categoryId)?.parentId;
  const candidates = parentId ? [entry.categoryId, parentId] : [entry.categoryId];
  const figures = await figuresOf(tx, workspaceId, candidates, month, memo.categories);
  for (const [categoryId, f] of figures) {
    const thresholds = reached(f.percent);
    if (thresholds.length === 0) continue;
    const fresh = await tx
      .insert(financeBudgetAlerts)
      .values(thresholds.map((threshold) => ({ workspaceId, categoryId, month, threshold })))
      .onConflictDoNothing()
      .returning({ threshold: financeBudgetAlerts.threshold });
    if (fresh.length === 0) continue;
    await emit(tx, 'finance.budget.alerted', {
      workspaceId,
      actorId,
      categoryId,
      categoryName: f.categoryName,
      month,
      threshold: Math.max(...fresh.map((r) => r.threshold)),
      spent: f.spent,
      available: f.available,
    });
  }
  memo.done.add(key);
}

/**
 * What one transaction learnt (an import of 1 000 rows emits 1 000 events): whether the
 * workspace has any budget at all, its categories, the category-months already weighed.
 */
interface TxMemo {
  hasBudgets: boolean;
  categories?: Map<string, CategoryInfo>;
  done: Set<string>;
}
const memos = new WeakMap<Tx, TxMemo>();

async function memoOf(tx: Tx, workspaceId: string): Promise<TxMemo> {
  let memo = memos.get(tx);
  if (!memo) {
    const [row] = await tx
      .select({ id: financeBudgets.id })
      .from(financeBudgets)
      .where(eq(financeBudgets.workspaceId, workspaceId))
      .limit(1);
    memo = { hasBudgets: !!row, done: new Set() };
    memos.set(tx, memo);
  }
  return memo;
}

/**
 * Runs inside the entry's transaction (so the alert commits with it and concurrent entries
 * take turns on the alert's key) in a savepoint: a failure here never undoes the entry.
 */
export function subscribeBudgetAlerts(bus: EventBus): void {
  const handle = async (
    e: { workspaceId: string; actorId: string | null; entryId: string },
    tx: Tx,
  ) => {
    try {
      const memo = await memoOf(tx, e.workspaceId);
      if (!memo.hasBudgets) return;
      await savepoint(tx, (sp) => alertOnEntry(sp, e.entryId, e.actorId, memo));
    } catch (err) {
      contextOf(tx).log.warn({ err }, 'alerta de orçamento não avaliado');
    }
  };
  bus.onInTransaction('finance.entry.recorded', handle);
  bus.onInTransaction('finance.entry.updated', handle);
}
