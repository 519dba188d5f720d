import {
  YIELD_CATEGORY_NAME,
  type createValuationBodySchema,
  type EntryType,
  type finishInvestmentBodySchema,
  type FinishInvestmentResult,
  type Valuation,
} from '@orbita/contracts/finance';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../../platform/db/client';
import { inTransaction, type CommitContext } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { presentBoxes } from '../boxes/presenter';
import { presentEntry } from '../entries/presenter';
import { recordEntries } from '../entries/record';
import { financeBoxes, financeCategories, financeValuations } from '../schema';
import { iso } from '../shared/dates';
import {
  assertWritable,
  lockBoxes,
  lockWorkspaceLedger,
  refreshCurrentValues,
  type BoxRow,
} from '../shared/ledger';
import { presentTransfer } from '../transfers/presenter';
import { recordTransfer } from '../transfers/service';

type Ws = { workspaceId: string };
type Ctx = Ws & { userId: string };

function assertInvestment(box: BoxRow): void {
  if (box.kind !== 'investment') throw AppError.notFound('Esta caixa não é um investimento.');
}

const presentValuation = (row: typeof financeValuations.$inferSelect): Valuation => ({
  id: row.id,
  boxId: row.boxId,
  date: row.valuedOn,
  value: row.value,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
});

/** Newest first; a box that is not an investment simply has none. */
export async function listValuations(q: Queryable, ws: Ws, boxId: string): Promise<Valuation[]> {
  await findInWorkspace(q, financeBoxes, ws, boxId, 'Caixa não encontrada.');
  const rows = await q
    .select()
    .from(financeValuations)
    .where(inWorkspace(financeValuations, ws, eq(financeValuations.boxId, boxId)))
    .orderBy(desc(financeValuations.valuedOn), desc(financeValuations.createdAt));
  return rows.map(presentValuation);
}

/** Records a valuation; the box's current value follows the latest one by date. */
export async function addValuation(
  commit: CommitContext,
  ctx: Ctx,
  boxId: string,
  body: z.output<typeof createValuationBodySchema>,
): Promise<Valuation> {
  const row = await inTransaction(commit, async (tx) => {
    const box = (await lockBoxes(tx, ctx, [boxId])).get(boxId)!;
    assertInvestment(box);
    assertWritable(box);
    const [inserted] = await tx
      .insert(financeValuations)
      .values({
        workspaceId: ctx.workspaceId,
        boxId,
        valuedOn: body.date,
        value: body.value,
        createdBy: ctx.userId,
      })
      .returning();
    await refreshCurrentValues(tx, [boxId]);
    return inserted!;
  });
  return presentValuation(row);
}

/** The "Rendimentos" category of the type (made when missing: the default set has only the revenue one). */
async function yieldCategory(tx: Tx, workspaceId: string, type: EntryType): Promise<string> {
  const find = () =>
    tx
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(
        and(
          eq(financeCategories.workspaceId, workspaceId),
          eq(financeCategories.type, type),
          sql`${financeCategories.parentId} is null`,
          sql`lower(${financeCategories.name}) = lower(${YIELD_CATEGORY_NAME})`,
        ),
      );
  const [found] = await find();
  if (found) return found.id;
  await tx
    .insert(financeCategories)
    .values({ workspaceId, type, name: YIELD_CATEGORY_NAME })
    .onConflictDoNothing();
  return (await find())[0]!.id;
}

/**
 * Finishes an investment: its result (current value − balance) becomes a revenue/expense
 * in "Rendimentos" (so balance = value and the invariant holds), the whole value moves to
 * `toBoxId`, and the box refuses writes from then on. One transaction.
 */
export async function finishInvestment(
  commit: CommitContext,
  ctx: Ctx,
  boxId: string,
  body: z.output<typeof finishInvestmentBodySchema>,
): Promise<FinishInvestmentResult> {
  const done = await inTransaction(commit, async (tx) => {
    await lockWorkspaceLedger(tx, ctx.workspaceId);
    if (body.toBoxId === boxId)
      throw AppError.validation('Escolha outra caixa para receber o valor.', {
        toBoxId: 'Escolha outra caixa.',
      });
    const boxes = await lockBoxes(
      tx,
      ctx,
      [boxId, body.toBoxId],
      'Caixa de destino não encontrada.',
    );
    const box = boxes.get(boxId)!;
    assertInvestment(box);
    assertWritable(box);
    assertWritable(boxes.get(body.toBoxId)!);
    const value = box.currentValue ?? box.balance;
    const diff = value - box.balance;
    let entry = null;
    if (diff !== 0) {
      const type: EntryType = diff > 0 ? 'revenue' : 'expense';
      [entry] = await recordEntries(
        tx,
        ctx,
        [
          {
            boxId,
            categoryId: await yieldCategory(tx, ctx.workspaceId, type),
            date: body.date,
            value: Math.abs(diff),
            type,
            description: `Resultado do investimento ${box.name}`,
            status: 'paid',
          },
        ],
        { source: 'investment' },
      );
    }
    const transfer =
      value > 0
        ? await recordTransfer(tx, ctx, {
            fromBoxId: boxId,
            toBoxId: body.toBoxId,
            date: body.date,
            value,
            description: `Resgate do investimento ${box.name}`,
          })
        : null;
    const [finished] = await tx
      .update(financeBoxes)
      .set({ finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(financeBoxes.id, boxId))
      .returning();
    return { finished: finished!, entry: entry ?? null, transfer };
  });
  const [box] = await presentBoxes(commit.db, [done.finished]);
  return {
    box: box!,
    entry: done.entry ? presentEntry(done.entry) : null,
    transfer: done.transfer ? presentTransfer(done.transfer) : null,
  };
}
