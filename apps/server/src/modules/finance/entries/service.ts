import {
  addMonthsToDay,
  formatCents,
  splitInstallments,
  type createEntryBodySchema,
  type Entry,
  type updateEntryBodySchema,
} from '@orbita/contracts/finance';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../../platform/db/client';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { emit } from '../../../platform/events/bus';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { financeBoxes, financeEntries } from '../schema';
import {
  applyEffects,
  assertOpenPeriod,
  assertWritable,
  entryEffect,
  lockBoxes,
  lockWorkspaceLedger,
  type Effects,
} from '../shared/ledger';
import { presentEntry, type EntryRow } from './presenter';
import { checkCategories, recordEntries, statementMonthOf, type EntryInput } from './record';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
export const entryNotFound = 'Lançamento não encontrado.';

export async function getEntry(q: Queryable, ws: Ws, id: string): Promise<Entry> {
  return presentEntry(await findInWorkspace(q, financeEntries, ws, id, entryNotFound));
}

/** The entries of a purchase "parcelado em N×": one a month, parts summing exactly to the total. */
function installmentInputs(
  body: z.output<typeof createEntryBodySchema>,
  count: number,
): EntryInput[] {
  const groupId = randomUUID();
  return splitInstallments(body.value, count).map((value, i) => ({
    ...body,
    value,
    date: addMonthsToDay(body.date, i),
    description: `${body.description} (${i + 1}/${count})`,
    installmentGroupId: groupId,
    installmentNumber: i + 1,
    installmentCount: count,
  }));
}

/** Every installment holds at least one centavo (a R$ 0,00 one is no entry: the ledger refuses it). */
function assertSplittable(total: number, count: number): void {
  if (total >= count) return;
  const value = formatCents(total);
  throw AppError.validation(
    `Cada parcela precisa de pelo menos R$ 0,01: ${value} não se divide em ${count} parcelas.`,
    {
      installments:
        total === 1
          ? `Uma compra de ${value} não pode ser parcelada.`
          : `Escolha no máximo ${total} parcelas para ${value}.`,
    },
  );
}

export async function createEntries(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createEntryBodySchema>,
): Promise<Entry[]> {
  const rows = await transaction(ctx, async (tx) => {
    if (body.installments) {
      const box = await findInWorkspace(
        tx,
        financeBoxes,
        member,
        body.boxId,
        'Caixa não encontrada.',
      );
      if (box.kind !== 'credit_card' || body.type !== 'expense') {
        throw AppError.validation('Parcelamento só vale para despesas em cartão de crédito.', {
          installments: 'Parcele só despesas de cartão de crédito.',
        });
      }
      assertSplittable(body.value, body.installments);
      return recordEntries(tx, member, installmentInputs(body, body.installments));
    }
    return recordEntries(tx, member, [body]);
  });
  return rows.map(presentEntry);
}

/** Locks an entry of the workspace after the ledger lock (the fixed order: ledger → entry → boxes). */
export async function lockEntry(tx: Tx, ws: Ws, id: string): Promise<EntryRow> {
  await lockWorkspaceLedger(tx, ws.workspaceId);
  const [row] = await tx
    .select()
    .from(financeEntries)
    .where(inWorkspace(financeEntries, ws, eq(financeEntries.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(entryNotFound);
  return row;
}

/** Edits one entry (on an installment: that installment only); balances move by the difference. */
export async function updateEntry(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateEntryBodySchema>,
): Promise<Entry> {
  const row = await transaction(ctx, (tx) => updateEntryIn(tx, member, id, body));
  return presentEntry(row);
}

/** `updateEntry` inside a caller's transaction (a recurrence's series edit changes several). */
export async function updateEntryIn(
  tx: Tx,
  member: Member,
  id: string,
  body: z.output<typeof updateEntryBodySchema>,
): Promise<EntryRow> {
  const current = await lockEntry(tx, member, id);
  assertVersion(current, body.version);
  const next = {
    boxId: body.boxId ?? current.boxId,
    categoryId: body.categoryId === undefined ? current.categoryId : body.categoryId,
    date: body.date ?? current.occurredOn,
    value: body.value ?? current.value,
    type: body.type ?? current.type,
    status: body.status ?? current.status,
  };
  await assertOpenPeriod(tx, member.workspaceId, [current.occurredOn, next.date]);
  const boxes = await lockBoxes(tx, member, [current.boxId, next.boxId]);
  for (const box of boxes.values()) assertWritable(box);
  if (next.categoryId && (next.categoryId !== current.categoryId || next.type !== current.type))
    await checkCategories(tx, member.workspaceId, [next]);
  const effects: Effects = new Map();
  entryEffect(effects, current, -1);
  entryEffect(effects, next);
  const updated = await updateVersioned(
    tx,
    financeEntries,
    eq(financeEntries.id, id),
    body.version,
    {
      boxId: next.boxId,
      categoryId: next.categoryId,
      occurredOn: next.date,
      value: next.value,
      type: next.type,
      status: next.status,
      description: body.description,
      tags: body.tags,
      statementMonth: statementMonthOf(boxes.get(next.boxId)!, next.date),
      updatedAt: sql`now()`,
    },
  );
  // After the row changed: an investment's current value reads the stored movements.
  await applyEffects(tx, effects);
  await emit(tx, 'finance.entry.updated', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    entryId: id,
    boxId: next.boxId,
  });
  return updated;
}

/** Deletes an entry, or with `group` every installment of its purchase; returns the ids deleted. */
export async function deleteEntry(
  ctx: AppContext,
  member: Member,
  id: string,
  scope: 'one' | 'group',
): Promise<string[]> {
  return transaction(ctx, async (tx) => {
    const current = await lockEntry(tx, member, id);
    let rows = [current];
    if (scope === 'group' && current.installmentGroupId) {
      rows = await tx
        .select()
        .from(financeEntries)
        .where(
          inWorkspace(
            financeEntries,
            member,
            eq(financeEntries.installmentGroupId, current.installmentGroupId),
          ),
        )
        .orderBy(financeEntries.id)
        .for('update');
    }
    return removeEntryRows(tx, member, rows);
  });
}

/** Deletes locked entry rows of the workspace, moving balances back; returns their ids. */
export async function removeEntryRows(tx: Tx, member: Member, rows: EntryRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  await assertOpenPeriod(
    tx,
    member.workspaceId,
    rows.map((r) => r.occurredOn),
  );
  const boxes = await lockBoxes(
    tx,
    member,
    rows.map((r) => r.boxId),
  );
  for (const box of boxes.values()) assertWritable(box);
  const effects: Effects = new Map();
  for (const row of rows) entryEffect(effects, row, -1);
  const ids = rows.map((r) => r.id);
  await tx
    .delete(financeEntries)
    .where(
      and(inArray(financeEntries.id, ids), eq(financeEntries.workspaceId, member.workspaceId)),
    );
  await applyEffects(tx, effects);
  for (const row of rows) {
    await emit(tx, 'finance.entry.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      entryId: row.id,
      boxId: row.boxId,
    });
  }
  return ids;
}
