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
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
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
type Member = Ws & { userId: string };

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
  ctx: AppContext,
  member: Member,
  boxId: string,
  body: z.output<typeof createValuationBodySchema>,
): Promise<Valuation> {
  const row = await transaction(ctx, async (tx) => {
    const box = (await lockBoxes(tx, member, [boxId])).get(boxId)!;
    assertInvestment(box);
    assertWritable(box);
    const [inserted] = await tx
      .insert(financeValuations)
      .values({
        workspaceId: member.workspaceId,
        boxId,
        valuedOn: body.date,
        value: body.value,
        createdBy: member.userId,
      })
      .returning();
    await refreshCurrentValues(tx, [boxId]);
    await emit(tx, 'finance.valuation.recorded', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      valuationId: inserted!.id,
      boxId,
      value: body.value,
      date: body.date,
    });
    return inserted!;
  });
  return presentValuation(row);
}

/** The "Rendimentos" category of the type (made when missing: the default set has only the revenue one). */
async function yieldCategory(tx: Tx, member: Member, type: EntryType): Promise<string> {
  const { workspaceId } = member;
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
  const [made] = await tx
    .insert(financeCategories)
    .values({ workspaceId, type, name: YIELD_CATEGORY_NAME })
    .onConflictDoNothing()
    .returning({ id: financeCategories.id });
  if (!made) return (await find())[0]!.id;
  await emit(tx, 'finance.category.created', {
    workspaceId,
    actorId: member.userId,
    categoryId: made.id,
    type,
  });
  return made.id;
}

/**
 * Finishes an investment: its result (current value − balance) becomes a revenue/expense
 * in "Rendimentos" (so balance = value and the invariant holds), the whole value moves to
 * `toBoxId`, and the box refuses writes from then on. One transaction.
 */
export async function finishInvestment(
  ctx: AppContext,
  member: Member,
  boxId: string,
  body: z.output<typeof finishInvestmentBodySchema>,
): Promise<FinishInvestmentResult> {
  const done = await transaction(ctx, async (tx) => {
    await lockWorkspaceLedger(tx, member.workspaceId);
    if (body.toBoxId === boxId)
      throw AppError.validation('Escolha outra caixa para receber o valor.', {
        toBoxId: 'Escolha outra caixa.',
      });
    const boxes = await lockBoxes(
      tx,
      member,
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
        member,
        [
          {
            boxId,
            categoryId: await yieldCategory(tx, member, type),
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
        ? await recordTransfer(tx, member, {
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
    await emit(tx, 'finance.investment.finished', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId,
      toBoxId: body.toBoxId,
      value: transfer?.value ?? 0,
    });
    return { finished: finished!, entry: entry ?? null, transfer };
  });
  const [box] = await presentBoxes(ctx.db, [done.finished]);
  return {
    box: box!,
    entry: done.entry ? presentEntry(done.entry) : null,
    transfer: done.transfer ? presentTransfer(done.transfer) : null,
  };
}
