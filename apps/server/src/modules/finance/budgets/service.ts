import {
  addMonths,
  BUDGET_CARRY_MONTHS,
  type Budget,
  type BudgetProgress,
  type Budgets,
  type createBudgetBodySchema,
  type updateBudgetBodySchema,
} from '@orbita/contracts/finance';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { today } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace } from '../../../platform/scope';
import { financeCategories } from '../schema';
import { syncAlerts } from './alerts';
import { figuresIn } from './figures';
import { presentBudget } from './presenter';
import { budgetsUpTo, categoriesById, spending } from './query';
import { financeBudgets } from './schema';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
export const budgetNotFound = 'Orçamento não encontrado.';

/** The current São Paulo month. */
export const currentMonth = () => today().slice(0, 7);

/** The budgets holding in `month` with their figures, riskiest first. */
export async function listBudgets(q: Queryable, ws: Ws, month = currentMonth()): Promise<Budgets> {
  const byCategory = await budgetsUpTo(q, ws.workspaceId, month);
  const empty: Budgets = { month, items: [], totals: { available: 0, spent: 0 } };
  if (byCategory.size === 0) return empty;
  const categories = await categoriesById(q, ws.workspaceId);
  const carries = [...byCategory.values()].some((rows) => rows.some((r) => r.carryOver));
  const from = carries ? addMonths(month, -BUDGET_CARRY_MONTHS) : month;
  const spent = await spending(q, ws.workspaceId, categories, from, month);
  const items: BudgetProgress[] = [];
  for (const [categoryId, rows] of byCategory) {
    const figures = figuresIn(rows, month, spent(categoryId));
    if (!figures) continue;
    const { budget, ...rest } = figures;
    items.push({
      ...rest,
      budget: presentBudget(budget),
      categoryName: fullName(categories, categoryId),
      month,
    });
  }
  const collator = new Intl.Collator('pt-BR');
  items.sort(
    (a, b) =>
      b.percent - a.percent ||
      b.spent - a.spent ||
      collator.compare(a.categoryName, b.categoryName),
  );
  return {
    month,
    items,
    totals: {
      available: items.reduce((s, i) => s + i.available, 0),
      spent: items.reduce((s, i) => s + i.spent, 0),
    },
  };
}

export function fullName(
  categories: Awaited<ReturnType<typeof categoriesById>>,
  id: string,
): string {
  const category = categories.get(id);
  if (!category) return '';
  const parent = category.parentId ? categories.get(category.parentId) : undefined;
  return parent ? `${parent.name} › ${category.name}` : category.name;
}

async function expenseCategory(q: Queryable, ws: Ws, categoryId: string): Promise<void> {
  const [row] = await q
    .select({ type: financeCategories.type })
    .from(financeCategories)
    .where(
      and(eq(financeCategories.id, categoryId), eq(financeCategories.workspaceId, ws.workspaceId)),
    );
  if (!row)
    throw AppError.validation('Categoria não encontrada.', {
      categoryId: 'Categoria não encontrada.',
    });
  if (row.type !== 'expense')
    throw AppError.validation('Orçamentos são só para categorias de despesa.', {
      categoryId: 'Escolha uma categoria de despesa.',
    });
}

const taken = () =>
  AppError.conflict('Esta categoria já tem um orçamento definido neste mês. Edite o existente.');

export async function createBudget(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createBudgetBodySchema>,
): Promise<Budget> {
  try {
    return await transaction(ctx, async (tx) => {
      await expenseCategory(tx, member, body.categoryId);
      const [row] = await tx
        .insert(financeBudgets)
        .values({ ...body, workspaceId: member.workspaceId, createdBy: member.userId })
        .returning();
      await syncAlerts(tx, member.workspaceId, row!.categoryId, row!.month);
      await emit(tx, 'finance.budget.created', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        budgetId: row!.id,
        categoryId: row!.categoryId,
      });
      return presentBudget(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'finance_budgets_month_unique')) throw taken();
    throw error;
  }
}

export async function updateBudget(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateBudgetBodySchema>,
): Promise<Budget> {
  return transaction(ctx, async (tx) => {
    const current = await findInWorkspace(tx, financeBudgets, member, id, budgetNotFound);
    assertVersion(current, body.version);
    const row = await updateVersioned(
      tx,
      financeBudgets,
      and(eq(financeBudgets.id, id), eq(financeBudgets.workspaceId, member.workspaceId)),
      body.version,
      {
        amount: body.amount,
        repeat: body.repeat,
        carryOver: body.carryOver,
        updatedAt: sql`now()`,
      },
      budgetNotFound,
    );
    await syncAlerts(tx, member.workspaceId, row.categoryId, row.month);
    await emit(tx, 'finance.budget.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      budgetId: id,
      categoryId: row.categoryId,
    });
    return presentBudget(row);
  });
}

export async function getBudget(q: Queryable, ws: Ws, id: string): Promise<Budget> {
  return presentBudget(await findInWorkspace(q, financeBudgets, ws, id, budgetNotFound));
}

export async function deleteBudget(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const row = await findInWorkspace(tx, financeBudgets, member, id, budgetNotFound);
    await tx.delete(financeBudgets).where(eq(financeBudgets.id, id));
    await emit(tx, 'finance.budget.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      budgetId: id,
      categoryId: row.categoryId,
    });
  });
}
