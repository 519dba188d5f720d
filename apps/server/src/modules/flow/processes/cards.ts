import type {
  cardListQuerySchema,
  createCardBodySchema,
  ProcessCard,
  ProcessCardDetail,
  updateCardBodySchema,
} from '@orbita/contracts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, bumpVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { findVisibleInWorkspace, inWorkspace } from '../../../platform/scope';
import { recordChanges } from '../history/changes';
import { byMember, type Member } from '../shared/actor';
import { assertMembers } from '../shared/members';
import { iso, isoOrNull } from '../shared/dates';
import { placeInColumn, type Placement } from '../shared/ordering';
import { cardParts, findCard, releaseCardFiles, visibleCardWhere } from './card-parts';
import { presentCard, type CardRow, type StageRow } from './presenter';
import { flowCards, flowCardVisits, flowProcesses, flowStages } from './schema';
import { lockProcess, processNotFound } from './service';

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
  member: Member,
  processId: string,
  input: CardInput,
): Promise<CardRow> {
  await lockProcess(tx, member, processId);
  const stage = await stageOf(tx, processId, input.stageId);
  await assertRoom(tx, stage);
  const now = clock.now();
  const rank = await placeInColumn(tx, cardColumn(stage.id), input);
  const [card] = await tx
    .insert(flowCards)
    .values({
      workspaceId: member.workspaceId,
      processId,
      stageId: stage.id,
      title: input.title,
      description: input.description,
      rank,
      enteredStageAt: now,
      createdBy: member.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(flowCardVisits).values({
    workspaceId: member.workspaceId,
    cardId: card!.id,
    stageId: stage.id,
    stageName: stage.name,
    enteredAt: now,
  });
  await emit(tx, 'flow.card.created', {
    ...byMember(member),
    cardId: card!.id,
    processId,
    stageId: stage.id,
  });
  return card!;
}

export async function createCard(
  ctx: AppContext,
  member: Member,
  processId: string,
  body: z.output<typeof createCardBodySchema>,
): Promise<ProcessCard> {
  return presentCard(await transaction(ctx, (tx) => createCardInTx(tx, member, processId, body)));
}

/** One stage's cards in order, or every card by stage then order; keyset pages. */
export async function listCards(
  q: Queryable,
  member: Member,
  processId: string,
  query: z.output<typeof cardListQuerySchema>,
) {
  await findVisibleInWorkspace(q, flowProcesses, member, 'processo', processId, processNotFound);
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

export async function getCard(
  q: Queryable,
  member: Member,
  id: string,
): Promise<ProcessCardDetail> {
  const card = await findCard(q, member, id);
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
  return { ...presentCard(card), history, timeInStageMs, ...(await cardParts(q, id)) };
}

export async function updateCard(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateCardBodySchema>,
): Promise<ProcessCard> {
  const row = await transaction(ctx, async (tx) => {
    const { version, fieldValues, dueAt, ...changes } = body;
    // Locked first: the assignee's before/after and the merged field values are then final.
    const [before] = await tx
      .select()
      .from(flowCards)
      .where(visibleCardWhere(member, eq(flowCards.id, id)))
      .for('update');
    if (!before) throw AppError.notFound(cardNotFound);
    assertVersion(before, version);
    if (changes.assigneeId)
      await assertMembers(tx, member.workspaceId, [changes.assigneeId], 'assigneeId');
    const values: Partial<typeof flowCards.$inferInsert> = { ...changes, updatedAt: clock.now() };
    if (dueAt !== undefined) values.dueAt = dueAt === null ? null : new Date(dueAt);
    if (fieldValues) values.fieldValues = await mergeFieldValues(tx, before, fieldValues);
    const updated = await updateVersioned(
      tx,
      flowCards,
      eq(flowCards.id, id),
      version,
      values,
      cardNotFound,
    );
    await emit(tx, 'flow.card.updated', {
      ...byMember(member),
      cardId: id,
      processId: updated.processId,
      changes: recordChanges(before, updated),
    });
    if (updated.assigneeId && updated.assigneeId !== before.assigneeId)
      await emit(tx, 'flow.card.assigned', {
        ...byMember(member),
        cardId: id,
        processId: updated.processId,
        userId: updated.assigneeId,
      });
    return updated;
  });
  return presentCard(row);
}

/** The card's values with the edit's applied (`null` clears); only the process's field keys. */
async function mergeFieldValues(
  tx: Tx,
  card: CardRow,
  edit: Record<string, number | null>,
): Promise<Record<string, number>> {
  const [process] = await tx
    .select({ fields: flowProcesses.fields })
    .from(flowProcesses)
    .where(eq(flowProcesses.id, card.processId));
  const keys = new Set((process?.fields ?? []).map((f) => f.key));
  const unknown = Object.keys(edit).filter((k) => !keys.has(k));
  if (unknown.length > 0) {
    const message = `Campo desconhecido neste processo: ${unknown.join(', ')}.`;
    throw AppError.validation(message, { fieldValues: message });
  }
  const merged = { ...card.fieldValues };
  for (const [key, value] of Object.entries(edit)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * Moves a card within its stage or into another one. Changing stage checks the WIP limit,
 * closes the open visit with its duration and opens a new one.
 */
export async function moveCard(
  ctx: AppContext,
  member: Member,
  id: string,
  stageId: string,
  placement: Placement,
): Promise<ProcessCard> {
  const row = await transaction(ctx, async (tx) => {
    const { processId } = await findCard(tx, member, id);
    await lockProcess(tx, member, processId);
    const [card] = await tx.select().from(flowCards).where(eq(flowCards.id, id)).for('update');
    if (!card) throw AppError.notFound(cardNotFound);
    const stage = await stageOf(tx, processId, stageId);
    const now = clock.now();
    const changes: Partial<typeof flowCards.$inferInsert> = { updatedAt: now };
    // A move is an edit of the card too: a form opened before it is stale now.
    Object.assign(changes, bumpVersion(flowCards));
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
        workspaceId: member.workspaceId,
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
    await emit(tx, 'flow.card.moved', {
      ...byMember(member),
      cardId: id,
      processId,
      fromStageId: card.stageId,
      toStageId: stage.id,
    });
    return updated!;
  });
  return presentCard(row);
}

export async function deleteCard(ctx: AppContext, member: Member, id: string): Promise<CardRow> {
  return transaction(ctx, async (tx) => {
    await findCard(tx, member, id);
    // The library stops counting the card's files as used ("Usado em") with it.
    await releaseCardFiles(tx, member, [id]);
    const [deleted] = await tx
      .delete(flowCards)
      .where(inWorkspace(flowCards, member, eq(flowCards.id, id)))
      .returning();
    if (!deleted) throw AppError.notFound(cardNotFound);
    await emit(tx, 'flow.card.deleted', {
      ...byMember(member),
      cardId: id,
      processId: deleted.processId,
    });
    return deleted;
  });
}
