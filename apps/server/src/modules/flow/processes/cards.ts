import type {
  cardListQuerySchema,
  createCardBodySchema,
  ProcessCard,
  ProcessCardDetail,
  updateCardBodySchema,
} from '@orbita/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../../platform/scope';
import { clock } from '../shared/clock';
import { decodeCursor, encodeCursor } from '../shared/cursor';
import { iso, isoOrNull } from '../shared/dates';
import { placeInColumn, type Placement } from '../shared/ordering';
import { presentCard, type CardRow, type StageRow } from './presenter';
import { flowCards, flowCardVisits, flowProcesses, flowStages } from './schema';
import { lockProcess, processNotFound } from './service';

type Ctx = Pick<MemberContext, 'workspaceId' | 'userId'>;
export const cardNotFound = 'Cartão não encontrado.';
const stageNotFound = () => AppError.notFound('Etapa não encontrada.');

const cardColumn = (stageId: string) => ({
  table: flowCards,
  id: flowCards.id,
  rank: flowCards.rank,
  scope: eq(flowCards.stageId, stageId),
});

async function stageOf(tx: Tx, processId: string, stageId: string | undefined): Promise<StageRow> {
  const [stage] = await tx
    .select()
    .from(flowStages)
    .where(
      and(eq(flowStages.processId, processId), stageId ? eq(flowStages.id, stageId) : undefined),
    )
    .orderBy(asc(flowStages.rank))
    .limit(1);
  if (!stage) throw stageNotFound();
  return stage;
}

/** Entering a stage at its WIP limit answers 409 (the caller holds the process lock). */
async function assertRoom(tx: Tx, stage: StageRow, movingId?: string): Promise<void> {
  if (stage.wipLimit === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(flowCards)
    .where(and(eq(flowCards.stageId, stage.id), movingId ? ne(flowCards.id, movingId) : undefined));
  if ((row?.n ?? 0) >= stage.wipLimit) {
    throw AppError.conflict(
      `A etapa "${stage.name}" atingiu o limite de ${stage.wipLimit} ${stage.wipLimit === 1 ? 'cartão' : 'cartões'} (WIP).`,
    );
  }
}

export type CardInput = { title: string; description: string; stageId?: string } & Placement;

/** Creates a card inside the caller's transaction (also used by inbox processing). */
export async function createCardInTx(
  tx: Tx,
  ctx: Ctx,
  processId: string,
  input: CardInput,
): Promise<CardRow> {
  await lockProcess(tx, ctx, processId);
  const stage = await stageOf(tx, processId, input.stageId);
  await assertRoom(tx, stage);
  const now = clock.now();
  const rank = await placeInColumn(tx, cardColumn(stage.id), input);
  const [card] = await tx
    .insert(flowCards)
    .values({
      workspaceId: ctx.workspaceId,
      processId,
      stageId: stage.id,
      title: input.title,
      description: input.description,
      rank,
      enteredStageAt: now,
      createdBy: ctx.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(flowCardVisits).values({
    workspaceId: ctx.workspaceId,
    cardId: card!.id,
    stageId: stage.id,
    stageName: stage.name,
    enteredAt: now,
  });
  return card!;
}

export async function createCard(
  db: Database,
  ctx: Ctx,
  processId: string,
  body: z.output<typeof createCardBodySchema>,
): Promise<ProcessCard> {
  return presentCard(await db.transaction((tx) => createCardInTx(tx, ctx, processId, body)));
}

/** One stage's cards in order, or every card by stage then order; keyset pages. */
export async function listCards(
  q: Queryable,
  ctx: Ctx,
  processId: string,
  query: z.output<typeof cardListQuerySchema>,
) {
  await findInWorkspace(q, flowProcesses, ctx, processId, processNotFound);
  const after = query.cursor ? decodeCursor(query.cursor, ['uuid', 'string']) : null;
  const rows = await q
    .select()
    .from(flowCards)
    .where(
      and(
        eq(flowCards.processId, processId),
        query.stageId ? eq(flowCards.stageId, query.stageId) : undefined,
        after
          ? sql`(${flowCards.stageId}, ${flowCards.rank}) > (${after[0]}::uuid, ${after[1]}::text collate "C")`
          : undefined,
      ),
    )
    .orderBy(asc(flowCards.stageId), asc(flowCards.rank))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentCard),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.stageId, last.rank]) : null,
  };
}

export async function getCard(q: Queryable, ctx: Ctx, id: string): Promise<ProcessCardDetail> {
  const card = await findInWorkspace(q, flowCards, ctx, id, cardNotFound);
  const visits = await q
    .select({ visit: flowCardVisits, currentName: flowStages.name })
    .from(flowCardVisits)
    .leftJoin(flowStages, eq(flowStages.id, flowCardVisits.stageId))
    .where(eq(flowCardVisits.cardId, id))
    .orderBy(asc(flowCardVisits.enteredAt), asc(flowCardVisits.id));
  const now = clock.now().getTime();
  const timeInStageMs: Record<string, number> = {};
  const history = visits.map(({ visit, currentName }) => {
    const durationMs = visit.durationMs ?? Math.max(0, now - visit.enteredAt.getTime());
    if (visit.stageId)
      timeInStageMs[visit.stageId] = (timeInStageMs[visit.stageId] ?? 0) + durationMs;
    return {
      stageId: visit.stageId ?? '',
      stageName: currentName ?? visit.stageName,
      enteredAt: iso(visit.enteredAt),
      leftAt: isoOrNull(visit.leftAt),
      durationMs,
    };
  });
  return { ...presentCard(card), history, timeInStageMs };
}

export async function updateCard(
  db: Database,
  ctx: Ctx,
  id: string,
  body: z.output<typeof updateCardBodySchema>,
): Promise<ProcessCard> {
  const [row] = await db
    .update(flowCards)
    .set({ ...body, updatedAt: clock.now() })
    .where(inWorkspace(flowCards, ctx, eq(flowCards.id, id)))
    .returning();
  if (!row) throw AppError.notFound(cardNotFound);
  return presentCard(row);
}

/**
 * Moves a card within its stage or into another one. Changing stage checks the WIP limit,
 * closes the open visit with its duration and opens a new one.
 */
export async function moveCard(
  db: Database,
  ctx: Ctx,
  id: string,
  stageId: string,
  placement: Placement,
): Promise<ProcessCard> {
  const row = await db.transaction(async (tx) => {
    const { processId } = await findInWorkspace(tx, flowCards, ctx, id, cardNotFound);
    await lockProcess(tx, ctx, processId);
    const [card] = await tx.select().from(flowCards).where(eq(flowCards.id, id)).for('update');
    if (!card) throw AppError.notFound(cardNotFound);
    const stage = await stageOf(tx, processId, stageId);
    const now = clock.now();
    const changes: Partial<typeof flowCards.$inferInsert> = { updatedAt: now };
    if (stage.id !== card.stageId) {
      await assertRoom(tx, stage, id);
      await tx
        .update(flowCardVisits)
        .set({
          leftAt: now,
          durationMs: sql`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${flowCardVisits.enteredAt})) * 1000))::bigint`,
        })
        .where(and(eq(flowCardVisits.cardId, id), isNull(flowCardVisits.leftAt)));
      await tx.insert(flowCardVisits).values({
        workspaceId: ctx.workspaceId,
        cardId: id,
        stageId: stage.id,
        stageName: stage.name,
        enteredAt: now,
      });
      changes.stageId = stage.id;
      changes.enteredStageAt = now;
    }
    changes.rank = await placeInColumn(tx, cardColumn(stage.id), placement, id);
    const [updated] = await tx
      .update(flowCards)
      .set(changes)
      .where(eq(flowCards.id, id))
      .returning();
    return updated!;
  });
  return presentCard(row);
}

export async function deleteCard(db: Database, ctx: Ctx, id: string): Promise<CardRow> {
  const [deleted] = await db
    .delete(flowCards)
    .where(inWorkspace(flowCards, ctx, eq(flowCards.id, id)))
    .returning();
  if (!deleted) throw AppError.notFound(cardNotFound);
  return deleted;
}
