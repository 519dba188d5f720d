import type {
  createPortfolioBodySchema,
  Portfolio,
  PortfolioDetail,
  updatePortfolioBodySchema,
} from '@orbita/contracts/finance';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, bumpVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { presentBoxes } from '../boxes/presenter';
import { financeBoxes, financePortfolios } from '../schema';
import { iso } from '../shared/dates';
import { allocationOf, historyOf, totalsOf } from './figures';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
type Row = typeof financePortfolios.$inferSelect;
export const portfolioNotFound = 'Portfólio não encontrado.';

async function investmentsOf(q: Queryable, ws: Ws, portfolioIds: string[]) {
  if (portfolioIds.length === 0) return [];
  const rows = await q
    .select()
    .from(financeBoxes)
    .where(
      inWorkspace(
        financeBoxes,
        ws,
        inArray(financeBoxes.portfolioId, portfolioIds),
        eq(financeBoxes.kind, 'investment'),
      ),
    )
    .orderBy(asc(financeBoxes.name), asc(financeBoxes.id));
  return presentBoxes(q, rows);
}

function summary(row: Row, investments: Awaited<ReturnType<typeof investmentsOf>>): Portfolio {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    investmentCount: investments.length,
    totals: totalsOf(investments),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

export async function listPortfolios(q: Queryable, ws: Ws): Promise<Portfolio[]> {
  const rows = await q
    .select()
    .from(financePortfolios)
    .where(inWorkspace(financePortfolios, ws))
    .orderBy(asc(financePortfolios.name), asc(financePortfolios.id));
  const investments = await investmentsOf(
    q,
    ws,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    summary(
      row,
      investments.filter((b) => b.portfolioId === row.id),
    ),
  );
}

export async function getPortfolio(q: Queryable, ws: Ws, id: string): Promise<PortfolioDetail> {
  const row = await findInWorkspace(q, financePortfolios, ws, id, portfolioNotFound);
  const investments = await investmentsOf(q, ws, [id]);
  return {
    ...summary(row, investments),
    investments,
    allocation: allocationOf(investments),
    history: await historyOf(q, investments),
  };
}

/**
 * Which investments belong to which portfolio changes one writer at a time per workspace:
 * such a write bumps the version of every portfolio whose list it changes, and taking this
 * lock first (before any box or portfolio row) keeps two of them from deadlocking.
 */
export async function lockPortfolioMembership(tx: Tx, workspaceId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`finance-portfolios:${workspaceId}`}, 0))`,
  );
}

/**
 * A portfolio's investment list is part of what its editor shows: when another write takes
 * an investment out of it (or puts one in), its version moves, so an edit made on the old
 * list answers 409 instead of silently taking the investment back.
 */
export async function bumpPortfolios(tx: Tx, ids: (string | null)[]): Promise<void> {
  const unique = [...new Set(ids.filter((id): id is string => !!id))];
  if (unique.length === 0) return;
  await tx
    .update(financePortfolios)
    .set({ ...bumpVersion(financePortfolios), updatedAt: sql`now()` })
    .where(inArray(financePortfolios.id, unique));
}

/** Moves exactly `ids` into the portfolio (investments of the workspace, else 400); the others leave it. */
async function setInvestments(tx: Tx, ws: Ws, portfolioId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await tx
      .select({ id: financeBoxes.id, portfolioId: financeBoxes.portfolioId })
      .from(financeBoxes)
      .where(
        inWorkspace(
          financeBoxes,
          ws,
          inArray(financeBoxes.id, unique),
          eq(financeBoxes.kind, 'investment'),
        ),
      );
    if (found.length !== unique.length)
      throw AppError.validation('Investimento não encontrado.', {
        investmentIds: 'Escolha só investimentos desta conta.',
      });
    // The portfolios these come from lose them.
    await bumpPortfolios(
      tx,
      found.map((b) => b.portfolioId).filter((id) => id !== portfolioId),
    );
    await tx
      .update(financeBoxes)
      .set({ portfolioId, updatedAt: sql`now()` })
      .where(inArray(financeBoxes.id, unique));
  }
  await tx
    .update(financeBoxes)
    .set({ portfolioId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(financeBoxes.portfolioId, portfolioId),
        unique.length ? notInArray(financeBoxes.id, unique) : undefined,
      ),
    );
}

export async function createPortfolio(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createPortfolioBodySchema>,
): Promise<PortfolioDetail> {
  const row = await transaction(ctx, async (tx) => {
    if (body.investmentIds.length) await lockPortfolioMembership(tx, member.workspaceId);
    const [inserted] = await tx
      .insert(financePortfolios)
      .values({
        workspaceId: member.workspaceId,
        name: body.name,
        description: body.description,
        createdBy: member.userId,
      })
      .returning();
    await setInvestments(tx, member, inserted!.id, body.investmentIds);
    await emit(tx, 'finance.portfolio.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      portfolioId: inserted!.id,
    });
    return inserted!;
  });
  return getPortfolio(ctx.db, member, row.id);
}

export async function updatePortfolio(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updatePortfolioBodySchema>,
): Promise<PortfolioDetail> {
  await transaction(ctx, async (tx) => {
    if (body.investmentIds) await lockPortfolioMembership(tx, member.workspaceId);
    const [row] = await tx
      .select()
      .from(financePortfolios)
      .where(inWorkspace(financePortfolios, member, eq(financePortfolios.id, id)))
      .for('update');
    if (!row) throw AppError.notFound(portfolioNotFound);
    assertVersion(row, body.version);
    await updateVersioned(tx, financePortfolios, eq(financePortfolios.id, id), body.version, {
      name: body.name,
      description: body.description,
      updatedAt: sql`now()`,
    });
    if (body.investmentIds) await setInvestments(tx, member, id, body.investmentIds);
    await emit(tx, 'finance.portfolio.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      portfolioId: id,
    });
  });
  return getPortfolio(ctx.db, member, id);
}

/** The investments stay (outside any portfolio). */
export async function deletePortfolio(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(financePortfolios)
      .where(inWorkspace(financePortfolios, member, eq(financePortfolios.id, id)))
      .returning({ id: financePortfolios.id });
    if (deleted.length === 0) throw AppError.notFound(portfolioNotFound);
    await emit(tx, 'finance.portfolio.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      portfolioId: id,
    });
  });
}
