import { formatDay, type Period } from '@orbita/contracts/finance';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { today } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { recordAudit, type Actor } from '../../workspaces';
import { financeBoxes, financePeriodBalances, financePeriods } from '../schema';
import { iso, isoOrNull } from '../shared/dates';
import { closedUntil, computeBalances, lockWorkspaceLedger } from '../shared/ledger';

type Ws = { workspaceId: string };
type PeriodRow = typeof financePeriods.$inferSelect;
export const periodNotFound = 'Período não encontrado.';

async function present(q: Queryable, rows: PeriodRow[]): Promise<Period[]> {
  const ids = rows.map((r) => r.id);
  const balances = ids.length
    ? await q
        .select()
        .from(financePeriodBalances)
        .where(inArray(financePeriodBalances.periodId, ids))
        .orderBy(asc(financePeriodBalances.boxName))
    : [];
  return rows.map((row) => ({
    id: row.id,
    workspaceId: row.workspaceId,
    endDate: row.endDate,
    status: row.status,
    closedAt: iso(row.closedAt),
    closedBy: { id: row.closedBy, name: row.closedByName },
    reopenedAt: isoOrNull(row.reopenedAt),
    reopenedBy: row.reopenedAt ? { id: row.reopenedBy, name: row.reopenedByName ?? '' } : null,
    balances: balances
      .filter((b) => b.periodId === row.id)
      .map((b) => ({ boxId: b.boxId, boxName: b.boxName, balance: b.balance })),
  }));
}

export async function listPeriods(
  q: Queryable,
  ws: Ws,
): Promise<{ items: Period[]; latestClosedEndDate: string | null }> {
  const rows = await q
    .select()
    .from(financePeriods)
    .where(inWorkspace(financePeriods, ws))
    .orderBy(desc(financePeriods.endDate), desc(financePeriods.closedAt));
  return {
    items: await present(q, rows),
    latestClosedEndDate: await closedUntil(q, ws.workspaceId),
  };
}

export async function getPeriod(q: Queryable, ws: Ws, id: string): Promise<Period> {
  return (await present(q, [await findInWorkspace(q, financePeriods, ws, id, periodNotFound)]))[0]!;
}

async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? '';
}

/**
 * Closes the books up to `endDate`: freezes every box's balance on that day and, from the
 * commit on, refuses writes dated up to it. Holds the workspace's ledger lock exclusively,
 * so no entry write in flight can land in the period after the balances were read.
 */
export async function closePeriod(
  ctx: AppContext,
  ws: Ws,
  actor: Actor,
  endDate: string,
): Promise<Period> {
  const row = await transaction(ctx, async (tx) => {
    await lockWorkspaceLedger(tx, ws.workspaceId, 'exclusive');
    if (endDate > today())
      throw AppError.validation('A data de fechamento não pode estar no futuro.', {
        endDate: 'Escolha hoje ou uma data passada.',
      });
    const until = await closedUntil(tx, ws.workspaceId);
    if (until && endDate <= until) {
      throw AppError.conflict(
        `Já existe um período fechado até ${formatDay(until)}. Escolha uma data posterior.`,
      );
    }
    const [period] = await tx
      .insert(financePeriods)
      .values({
        workspaceId: ws.workspaceId,
        endDate,
        closedBy: actor.userId,
        closedByName: await nameOf(tx, actor.userId),
      })
      .returning();
    const balances = await computeBalances(tx, ws.workspaceId, endDate);
    const boxes = await tx
      .select({
        id: financeBoxes.id,
        name: financeBoxes.name,
        openingBalance: financeBoxes.openingBalance,
        openingDate: financeBoxes.openingDate,
      })
      .from(financeBoxes)
      .where(inWorkspace(financeBoxes, ws));
    // A box opened after the end date did not hold its opening balance yet; with nothing
    // dated in the period either, it did not exist then and is left out.
    const frozen = boxes.flatMap((b) => {
      const opened = b.openingDate <= endDate;
      const balance = (balances.get(b.id)?.balance ?? 0) - (opened ? 0 : b.openingBalance);
      return opened || balance !== 0 ? [{ ...b, balance }] : [];
    });
    if (frozen.length) {
      await tx.insert(financePeriodBalances).values(
        frozen.map((b) => ({
          periodId: period!.id,
          boxId: b.id,
          workspaceId: ws.workspaceId,
          boxName: b.name,
          balance: b.balance,
        })),
      );
    }
    await recordAudit(tx, ws.workspaceId, actor, 'finance.period_closed', {
      periodId: period!.id,
      endDate,
    });
    await emit(tx, 'finance.period.closed', {
      workspaceId: ws.workspaceId,
      actorId: actor.userId,
      periodId: period!.id,
      endDate,
    });
    return period!;
  });
  return getPeriod(ctx.db, ws, row.id);
}

/** Reopens the latest closed period (only that one: the earlier ones stay closed beneath it). */
export async function reopenPeriod(
  ctx: AppContext,
  ws: Ws,
  actor: Actor,
  id: string,
): Promise<Period> {
  await transaction(ctx, async (tx) => {
    await lockWorkspaceLedger(tx, ws.workspaceId, 'exclusive');
    const period = await findInWorkspace(tx, financePeriods, ws, id, periodNotFound);
    if (period.status !== 'closed') throw AppError.conflict('Este período já foi reaberto.');
    const until = await closedUntil(tx, ws.workspaceId);
    if (until !== period.endDate)
      throw AppError.conflict(
        `Só o último período fechado (até ${formatDay(until ?? period.endDate)}) pode ser reaberto.`,
      );
    await tx
      .update(financePeriods)
      .set({
        status: 'reopened',
        reopenedAt: sql`now()`,
        reopenedBy: actor.userId,
        reopenedByName: await nameOf(tx, actor.userId),
      })
      .where(and(eq(financePeriods.id, id), eq(financePeriods.workspaceId, ws.workspaceId)));
    await recordAudit(tx, ws.workspaceId, actor, 'finance.period_reopened', {
      periodId: id,
      endDate: period.endDate,
    });
    await emit(tx, 'finance.period.reopened', {
      workspaceId: ws.workspaceId,
      actorId: actor.userId,
      periodId: id,
      endDate: period.endDate,
    });
  });
  return getPeriod(ctx.db, ws, id);
}
