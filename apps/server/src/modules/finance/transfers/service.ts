import {
  type createTransferBodySchema,
  type Transfer,
  type updateTransferBodySchema,
} from '@orbita/contracts/finance';
import { and, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../../platform/db/client';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { financeTransfers } from '../schema';
import {
  applyEffects,
  assertOpenPeriod,
  assertWritable,
  lockBoxes,
  lockWorkspaceLedger,
  transferEffect,
  type BoxRow,
  type Effects,
} from '../shared/ledger';
import { statementToPay } from '../cards/statement-math';
import { cardStatements } from '../cards/statements';
import { presentTransfer, type TransferRow } from './presenter';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
export const transferNotFound = 'Transferência não encontrada.';

export interface TransferInput {
  fromBoxId: string;
  toBoxId: string;
  date: string;
  value: number;
  description?: string;
  statementMonth?: string;
}

/**
 * A transfer into a card pays a statement: the one given (it must be one of the card's), else
 * the oldest one still owing (cards/statement-math.ts). It used to be "the latest statement
 * closed on the payment's day", which made up an empty statement for a payment made before
 * the first closing and left the purchases' statement open (issue 15).
 */
async function statementOf(
  tx: Tx,
  to: BoxRow,
  date: string,
  given?: string | null,
  movingId?: string,
): Promise<string | null> {
  if (to.kind !== 'credit_card' || !to.closingDay || !to.dueDay) return null;
  const card = { id: to.id, closingDay: to.closingDay, dueDay: to.dueDay };
  const statements = await cardStatements(tx, card, movingId);
  if (!given) return statementToPay(card, statements, date);
  if (!statements.some((s) => s.month === given))
    throw AppError.validation('Escolha uma fatura deste cartão.', {
      statementMonth: 'Este cartão não tem fatura neste mês.',
    });
  return given;
}

/**
 * Records one transfer (both legs) under the ledger rules and emits `finance.transfer.created`,
 * in `tx` (from `transaction`). Used by transfers, statement payments and investments.
 */
export async function recordTransfer(
  tx: Tx,
  member: Member,
  input: TransferInput,
): Promise<TransferRow> {
  await assertOpenPeriod(tx, member.workspaceId, [input.date], 'transfer');
  const boxes = await lockBoxes(tx, member, [input.fromBoxId, input.toBoxId]);
  for (const box of boxes.values()) assertWritable(box);
  // Under the card's row lock: two payments at once each see the other's statement.
  const statementMonth = await statementOf(
    tx,
    boxes.get(input.toBoxId)!,
    input.date,
    input.statementMonth,
  );
  const [row] = await tx
    .insert(financeTransfers)
    .values({
      workspaceId: member.workspaceId,
      fromBoxId: input.fromBoxId,
      toBoxId: input.toBoxId,
      occurredOn: input.date,
      value: input.value,
      description: input.description ?? '',
      statementMonth,
      createdBy: member.userId,
    })
    .returning();
  await applyEffects(tx, transferEffect(new Map(), row!));
  await emit(tx, 'finance.transfer.created', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    transferId: row!.id,
    fromBoxId: row!.fromBoxId,
    toBoxId: row!.toBoxId,
    value: row!.value,
    date: row!.occurredOn,
  });
  return row!;
}

export async function createTransfer(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createTransferBodySchema>,
): Promise<Transfer> {
  return presentTransfer(await transaction(ctx, (tx) => recordTransfer(tx, member, body)));
}

export async function getTransfer(q: Queryable, ws: Ws, id: string): Promise<Transfer> {
  return presentTransfer(await findInWorkspace(q, financeTransfers, ws, id, transferNotFound));
}

async function lockTransfer(tx: Tx, ws: Ws, id: string): Promise<TransferRow> {
  await lockWorkspaceLedger(tx, ws.workspaceId);
  const [row] = await tx
    .select()
    .from(financeTransfers)
    .where(inWorkspace(financeTransfers, ws, eq(financeTransfers.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(transferNotFound);
  return row;
}

export async function updateTransfer(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateTransferBodySchema>,
): Promise<Transfer> {
  const row = await transaction(ctx, async (tx) => {
    const current = await lockTransfer(tx, member, id);
    assertVersion(current, body.version);
    const next = {
      fromBoxId: body.fromBoxId ?? current.fromBoxId,
      toBoxId: body.toBoxId ?? current.toBoxId,
      date: body.date ?? current.occurredOn,
      value: body.value ?? current.value,
    };
    if (next.fromBoxId === next.toBoxId)
      throw AppError.validation('Escolha caixas de origem e destino diferentes.', {
        toBoxId: 'Escolha caixas de origem e destino diferentes.',
      });
    await assertOpenPeriod(tx, member.workspaceId, [current.occurredOn, next.date], 'transfer');
    const boxes = await lockBoxes(tx, member, [
      current.fromBoxId,
      current.toBoxId,
      next.fromBoxId,
      next.toBoxId,
    ]);
    for (const box of boxes.values()) assertWritable(box);
    const effects: Effects = new Map();
    transferEffect(effects, current, -1);
    transferEffect(effects, next);
    const moved = next.date !== current.occurredOn || next.toBoxId !== current.toBoxId;
    // Kept unless it moved or another is given; then chosen as if this payment were not there.
    const statementMonth =
      !moved && !body.statementMonth
        ? current.statementMonth
        : await statementOf(tx, boxes.get(next.toBoxId)!, next.date, body.statementMonth, id);
    const updated = await updateVersioned(
      tx,
      financeTransfers,
      eq(financeTransfers.id, id),
      body.version,
      {
        fromBoxId: next.fromBoxId,
        toBoxId: next.toBoxId,
        occurredOn: next.date,
        value: next.value,
        description: body.description,
        statementMonth,
        updatedAt: sql`now()`,
      },
    );
    // After the row changed: an investment's current value reads the stored movements.
    await applyEffects(tx, effects);
    await emit(tx, 'finance.transfer.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      transferId: id,
    });
    return updated;
  });
  return presentTransfer(row);
}

export async function deleteTransfer(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const current = await lockTransfer(tx, member, id);
    await assertOpenPeriod(tx, member.workspaceId, [current.occurredOn], 'transfer');
    const boxes = await lockBoxes(tx, member, [current.fromBoxId, current.toBoxId]);
    for (const box of boxes.values()) assertWritable(box);
    await tx
      .delete(financeTransfers)
      .where(
        and(eq(financeTransfers.id, id), eq(financeTransfers.workspaceId, member.workspaceId)),
      );
    await applyEffects(tx, transferEffect(new Map(), current, -1));
    await emit(tx, 'finance.transfer.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      transferId: id,
    });
  });
}

/** Newest first, keyset over (workspace_id, occurred_on desc, id desc). */
export async function listTransfers(
  q: Queryable,
  ws: Ws,
  query: { cursor?: string; limit: number; from?: string; to?: string; boxId?: string },
): Promise<{ items: Transfer[]; nextCursor: string | null }> {
  const t = financeTransfers;
  const after = query.cursor ? decodeCursor(query.cursor, ['day', 'uuid']) : undefined;
  const rows = await q
    .select()
    .from(t)
    .where(
      inWorkspace(
        t,
        ws,
        query.from ? gte(t.occurredOn, query.from) : undefined,
        query.to ? lte(t.occurredOn, query.to) : undefined,
        query.boxId ? or(eq(t.fromBoxId, query.boxId), eq(t.toBoxId, query.boxId)) : undefined,
        after
          ? sql`(${t.occurredOn}, ${t.id}) < (${after[0]}::date, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(t.occurredOn), desc(t.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentTransfer),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.occurredOn, last.id]) : null,
  };
}
