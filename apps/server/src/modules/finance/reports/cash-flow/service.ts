import {
  addMonths,
  cashFlowRangeProblem,
  daysInMonth,
  type CashFlow,
  type cashFlowQuerySchema,
} from '@orbita/contracts/finance';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../../platform/db/client';
import { AppError } from '../../../../platform/errors';
import { findInWorkspace, inWorkspace } from '../../../../platform/scope';
import { today } from '../../../../platform/clock';
import { financeBoxes, financeCategories } from '../../schema';
import { runCashFlow } from './query';

type Ws = { workspaceId: string };

/** A category group stands for itself and its subcategories. */
export async function categoryFamily(db: Database, ws: Ws, categoryId: string): Promise<string[]> {
  await findInWorkspace(db, financeCategories, ws, categoryId, 'Categoria não encontrada.');
  const rows = await db
    .select({ id: financeCategories.id })
    .from(financeCategories)
    .where(
      inWorkspace(
        financeCategories,
        ws,
        or(eq(financeCategories.id, categoryId), eq(financeCategories.parentId, categoryId)),
      ),
    );
  return rows.map((r) => r.id);
}

/** The report of one range: one statement, so buckets, categories and balances share one snapshot. */
/** Twelve months up to the end of the current one, unless the query says otherwise. */
export function cashFlowRange(query: { from?: string | undefined; to?: string | undefined }): {
  from: string;
  to: string;
} {
  const month = today().slice(0, 7);
  const to = query.to ?? `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  return { from: query.from ?? `${addMonths(to.slice(0, 7), -11)}-01`, to };
}

export async function cashFlow(
  db: Database,
  ws: Ws,
  query: z.output<typeof cashFlowQuerySchema>,
): Promise<CashFlow> {
  const { from, to } = cashFlowRange(query);
  const problem = cashFlowRangeProblem(from, to, query.granularity);
  if (problem) throw AppError.validation(problem.message, { [problem.field]: problem.message });
  if (query.boxId)
    await findInWorkspace(db, financeBoxes, ws, query.boxId, 'Caixa não encontrada.');
  const categoryIds = query.categoryId ? await categoryFamily(db, ws, query.categoryId) : undefined;
  return runCashFlow(db, {
    workspaceId: ws.workspaceId,
    from,
    to,
    granularity: query.granularity,
    includePending: query.includePending,
    ...(query.boxId ? { boxId: query.boxId } : {}),
    ...(categoryIds ? { categoryIds } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
  });
}
