import type {
  Box,
  BoxKind,
  createBoxBodySchema,
  updateBoxBodySchema,
} from '@orbita/contracts/finance';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { today } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import {
  financeBoxes,
  financeEntries,
  financePortfolios,
  financeTransfers,
  financeValuations,
} from '../schema';
import {
  applyEffects,
  assertOpenPeriod,
  boxNotFound,
  lockBoxes,
  lockWorkspaceLedger,
  type BoxRow,
} from '../shared/ledger';
import { bumpPortfolios, lockPortfolioMembership } from '../portfolios/service';
import { presentBox, presentBoxes } from './presenter';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };

export async function listBoxes(
  q: Queryable,
  ws: Ws,
  filters: { includeArchived?: boolean; kind?: BoxKind } = {},
): Promise<Box[]> {
  const rows = await q
    .select()
    .from(financeBoxes)
    .where(
      inWorkspace(
        financeBoxes,
        ws,
        filters.includeArchived ? undefined : isNull(financeBoxes.archivedAt),
        filters.kind ? eq(financeBoxes.kind, filters.kind) : undefined,
      ),
    )
    .orderBy(asc(financeBoxes.createdAt), asc(financeBoxes.id));
  return presentBoxes(q, rows);
}

export async function loadBox(q: Queryable, ws: Ws, id: string): Promise<BoxRow> {
  return findInWorkspace(q, financeBoxes, ws, id, boxNotFound);
}

export async function getBox(q: Queryable, ws: Ws, id: string): Promise<Box> {
  const [box] = await presentBoxes(q, [await loadBox(q, ws, id)]);
  return box!;
}

async function checkPortfolio(
  tx: Tx,
  ws: Ws,
  portfolioId: string | null | undefined,
): Promise<void> {
  if (portfolioId)
    await findInWorkspace(tx, financePortfolios, ws, portfolioId, 'Portfólio não encontrado.');
}

export async function createBox(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createBoxBodySchema>,
): Promise<Box> {
  const row = await transaction(ctx, async (tx) => {
    if (body.portfolioId) await lockPortfolioMembership(tx, member.workspaceId);
    await checkPortfolio(tx, member, body.portfolioId);
    const openingDate = body.openingDate ?? today();
    const investment = body.kind === 'investment';
    const [inserted] = await tx
      .insert(financeBoxes)
      .values({
        workspaceId: member.workspaceId,
        name: body.name,
        kind: body.kind,
        color: body.color ?? null,
        openingBalance: body.openingBalance,
        openingDate,
        balance: body.openingBalance,
        projectedBalance: body.openingBalance,
        cardLimit: body.limit ?? null,
        closingDay: body.closingDay ?? null,
        dueDay: body.dueDay ?? null,
        investmentKind: body.investmentKind ?? null,
        startDate: investment ? (body.startDate ?? openingDate) : null,
        notes: body.notes ?? null,
        portfolioId: body.portfolioId ?? null,
        createdBy: member.userId,
      })
      .returning();
    await emit(tx, 'finance.box.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId: inserted!.id,
      kind: inserted!.kind,
    });
    if (investment) await bumpPortfolios(tx, [inserted!.portfolioId]);
    return inserted!;
  });
  return presentBox(row, 0);
}

function checkKindFields(box: BoxRow, body: z.output<typeof updateBoxBodySchema>): void {
  const cardFields =
    body.limit !== undefined || body.closingDay !== undefined || body.dueDay !== undefined;
  if (cardFields && box.kind !== 'credit_card')
    throw AppError.validation('Limite, fechamento e vencimento são só de cartões de crédito.', {
      kind: 'Esta caixa não é um cartão.',
    });
  const investmentFields =
    body.investmentKind !== undefined ||
    body.startDate !== undefined ||
    body.portfolioId !== undefined;
  if (investmentFields && box.kind !== 'investment')
    throw AppError.validation('Tipo, início e portfólio são só de investimentos.', {
      kind: 'Esta caixa não é um investimento.',
    });
}

export async function updateBox(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateBoxBodySchema>,
): Promise<Box> {
  const row = await transaction(ctx, async (tx) => {
    // Ledger lock before the box lock: the order every ledger write takes (no deadlock with a period closing).
    await lockWorkspaceLedger(tx, member.workspaceId);
    if (body.portfolioId !== undefined) await lockPortfolioMembership(tx, member.workspaceId);
    const current = (await lockBoxes(tx, member, [id])).get(id)!;
    assertVersion(current, body.version);
    checkKindFields(current, body);
    await checkPortfolio(tx, member, body.portfolioId);
    const openingChanges =
      (body.openingBalance !== undefined && body.openingBalance !== current.openingBalance) ||
      (body.openingDate !== undefined && body.openingDate !== current.openingDate);
    if (openingChanges) {
      if (current.finishedAt)
        throw AppError.conflict(
          `O investimento "${current.name}" foi finalizado e não aceita alterações.`,
        );
      // The opening balance is part of every balance since the opening date, closed periods included.
      await assertOpenPeriod(tx, member.workspaceId, [
        current.openingDate,
        body.openingDate ?? current.openingDate,
      ]);
      const delta = (body.openingBalance ?? current.openingBalance) - current.openingBalance;
      await applyEffects(tx, new Map([[id, { balance: delta, projected: delta }]]));
    }
    if (body.closingDay !== undefined && body.closingDay !== current.closingDay) {
      // Purchases move between statements with the closing day (a purchase on/after it falls in the next one).
      await tx.execute(sql`
        update ${financeEntries} set statement_month = to_char(occurred_on + case when extract(day from occurred_on) >= ${body.closingDay} then interval '1 month' else interval '0' end, 'YYYY-MM')
        where box_id = ${id}`);
    }
    const updated = await updateVersioned(tx, financeBoxes, eq(financeBoxes.id, id), body.version, {
      name: body.name,
      color: body.color,
      openingBalance: body.openingBalance,
      openingDate: body.openingDate,
      cardLimit: body.limit,
      closingDay: body.closingDay,
      dueDay: body.dueDay,
      investmentKind: body.investmentKind,
      startDate: body.startDate,
      notes: body.notes,
      portfolioId: body.portfolioId,
      updatedAt: sql`now()`,
    });
    // Both portfolios' lists change (portfolios/service.ts: bumpPortfolios).
    if (body.portfolioId !== undefined && body.portfolioId !== current.portfolioId)
      await bumpPortfolios(tx, [current.portfolioId, body.portfolioId]);
    await emit(tx, 'finance.box.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId: id,
    });
    return updated;
  });
  return (await presentBoxes(ctx.db, [row]))[0]!;
}

/** Only an empty box can go; one with history is archived instead (409 says so). */
export async function deleteBox(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    // A period closing meanwhile freezes this box's balance: let it finish first.
    await lockWorkspaceLedger(tx, member.workspaceId);
    // An investment leaving with its box changes its portfolio's list: the membership lock
    // (before any row, as every membership write takes it) and, below, that portfolio's version.
    await lockPortfolioMembership(tx, member.workspaceId);
    const box = (await lockBoxes(tx, member, [id])).get(id)!;
    const [entry] = await tx
      .select({ id: financeEntries.id })
      .from(financeEntries)
      .where(eq(financeEntries.boxId, id))
      .limit(1);
    const [transfer] = await tx
      .select({ id: financeTransfers.id })
      .from(financeTransfers)
      .where(or(eq(financeTransfers.fromBoxId, id), eq(financeTransfers.toBoxId, id)))
      .limit(1);
    if (entry || transfer)
      throw AppError.conflict(
        'Esta caixa tem lançamentos ou transferências e não pode ser excluída. Em vez disso, arquive a caixa.',
      );
    await tx.delete(financeValuations).where(eq(financeValuations.boxId, id));
    await tx
      .delete(financeBoxes)
      .where(and(eq(financeBoxes.id, id), eq(financeBoxes.workspaceId, member.workspaceId)));
    // A portfolio form still showing this investment learns the list changed (409) on save.
    await bumpPortfolios(tx, [box.portfolioId]);
    await emit(tx, 'finance.box.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId: id,
    });
  });
}

export async function setArchived(
  ctx: AppContext,
  member: Member,
  id: string,
  archived: boolean,
): Promise<Box> {
  const row = await transaction(ctx, async (tx) => {
    await lockBoxes(tx, member, [id]);
    const [updated] = await tx
      .update(financeBoxes)
      .set({
        archivedAt: archived ? sql`coalesce(${financeBoxes.archivedAt}, now())` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(financeBoxes.id, id))
      .returning();
    await emit(tx, archived ? 'finance.box.archived' : 'finance.box.unarchived', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId: id,
    });
    return updated!;
  });
  return (await presentBoxes(ctx.db, [row]))[0]!;
}
