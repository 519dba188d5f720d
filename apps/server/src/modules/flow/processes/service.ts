import {
  processTemplate,
  type DomainEventName,
  type createProcessBodySchema,
  type createStageBodySchema,
  type Process,
  type updateProcessBodySchema,
  type updateStageBodySchema,
} from '@orbita/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, bumpVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findVisibleInWorkspace, inWorkspace, visibleInWorkspace } from '../../../platform/scope';
import { byMember, type Member } from '../shared/actor';
import { keysInOrder, placeInColumn, type Placement } from '../shared/ordering';
import { releaseCardFiles } from './card-parts';
import { presentProcess, type ProcessRow } from './presenter';
import { flowCards, flowProcesses, flowStages } from './schema';

export const processNotFound = 'Processo não encontrado.';
const stageNotFound = () => AppError.notFound('Etapa não encontrada.');

export const stageColumn = (processId: string) => ({
  table: flowStages,
  id: flowStages.id,
  rank: flowStages.rank,
  scope: eq(flowStages.processId, processId),
});

export async function presentProcesses(q: Queryable, rows: ProcessRow[]): Promise<Process[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [stages, counts] = await Promise.all([
    q
      .select()
      .from(flowStages)
      .where(inArray(flowStages.processId, ids))
      .orderBy(asc(flowStages.rank)),
    q
      .select({ stageId: flowCards.stageId, n: count() })
      .from(flowCards)
      .where(inArray(flowCards.processId, ids))
      .groupBy(flowCards.stageId),
  ]);
  const cardCounts = new Map(counts.map((c) => [c.stageId, c.n]));
  return rows.map((row) =>
    presentProcess(
      row,
      stages.filter((s) => s.processId === row.id),
      cardCounts,
    ),
  );
}

async function presentOne(q: Queryable, row: ProcessRow): Promise<Process> {
  const [process] = await presentProcesses(q, [row]);
  return process!;
}

export async function listProcesses(q: Queryable, member: Member): Promise<Process[]> {
  const rows = await q
    .select()
    .from(flowProcesses)
    .where(
      inWorkspace(flowProcesses, member, visibleInWorkspace(member, 'processo', flowProcesses.id)),
    )
    .orderBy(asc(flowProcesses.createdAt), asc(flowProcesses.id));
  return presentProcesses(q, rows);
}

export async function getProcess(q: Queryable, member: Member, id: string): Promise<Process> {
  return presentOne(
    q,
    await findVisibleInWorkspace(q, flowProcesses, member, 'processo', id, processNotFound),
  );
}

/**
 * Locks the process: stage and card changes (placement, WIP counts) take turns per process.
 * A process a restricted hub narrows away from the member answers 404 (`visibleInWorkspace`).
 */
export async function lockProcess(tx: Tx, member: Member, id: string): Promise<ProcessRow> {
  const [row] = await tx
    .select()
    .from(flowProcesses)
    .where(
      inWorkspace(
        flowProcesses,
        member,
        eq(flowProcesses.id, id),
        visibleInWorkspace(member, 'processo', flowProcesses.id),
      ),
    )
    .for('no key update');
  if (!row) throw AppError.notFound(processNotFound);
  return row;
}

export async function createProcess(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createProcessBodySchema>,
): Promise<Process> {
  const template = body.templateKey ? processTemplate(body.templateKey) : null;
  const stages = template
    ? template.stages
    : (body.stages ?? [
        { name: 'A fazer', color: '#90a4ae', wipLimit: null },
        { name: 'Concluído', color: '#81c784', wipLimit: null },
      ]);
  const row = await transaction(ctx, async (tx) => {
    const [process] = await tx
      .insert(flowProcesses)
      .values({
        workspaceId: member.workspaceId,
        name: body.name ?? template!.name,
        description: body.description || (template?.description ?? ''),
        createdBy: member.userId,
      })
      .returning();
    const ranks = keysInOrder(stages.length);
    await tx.insert(flowStages).values(
      stages.map((s, i) => ({
        workspaceId: member.workspaceId,
        processId: process!.id,
        name: s.name,
        color: s.color,
        wipLimit: s.wipLimit,
        rank: ranks[i]!,
      })),
    );
    await emit(tx, 'flow.process.created', { ...byMember(member), processId: process!.id });
    return process!;
  });
  return presentOne(ctx.db, row);
}

export async function updateProcess(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateProcessBodySchema>,
): Promise<Process> {
  const row = await transaction(ctx, async (tx) => {
    const { version, ...changes } = body;
    const updated = await updateVersioned(
      tx,
      flowProcesses,
      inWorkspace(flowProcesses, member, eq(flowProcesses.id, id)),
      version,
      { ...changes, updatedAt: clock.now() },
      processNotFound,
    );
    await emit(tx, 'flow.process.updated', { ...byMember(member), processId: id });
    return updated;
  });
  return presentOne(ctx.db, row);
}

export async function deleteProcess(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    await lockProcess(tx, member, id);
    const cards = await tx
      .select({ id: flowCards.id })
      .from(flowCards)
      .where(eq(flowCards.processId, id));
    await releaseCardFiles(
      tx,
      member,
      cards.map((c) => c.id),
    );
    // Cards first: their stage reference is `restrict`, so stages cannot go while cards point at them.
    await tx.delete(flowCards).where(eq(flowCards.processId, id));
    await tx.delete(flowProcesses).where(eq(flowProcesses.id, id));
    await emit(tx, 'flow.process.deleted', { ...byMember(member), processId: id });
  });
}

/**
 * Runs a stage change under the process lock and answers the whole process (board order);
 * `run` answers the stage it changed, for the event. A change of the stage ORDER (add, move,
 * delete: `order`) counts as an edit of the process and bumps its version; with `order.expected`
 * (a move's `version`) a board that changed since it was shown is refused before anything.
 */
async function withProcess(
  ctx: AppContext,
  member: Member,
  processId: string,
  event: Extract<DomainEventName, `flow.stage.${string}`>,
  run: (tx: Tx) => Promise<string>,
  order?: { expected?: number },
): Promise<Process> {
  const row = await transaction(ctx, async (tx) => {
    assertVersion(await lockProcess(tx, member, processId), order?.expected);
    const stageId = await run(tx);
    await emit(tx, event, { ...byMember(member), processId, stageId });
    const [updated] = await tx
      .update(flowProcesses)
      .set({ updatedAt: clock.now(), ...(order ? bumpVersion(flowProcesses) : {}) })
      .where(eq(flowProcesses.id, processId))
      .returning();
    return updated!;
  });
  return presentOne(ctx.db, row);
}

const inProcess = (processId: string, stageId: string) =>
  and(eq(flowStages.processId, processId), eq(flowStages.id, stageId));

export function addStage(
  ctx: AppContext,
  member: Member,
  processId: string,
  body: z.output<typeof createStageBodySchema>,
): Promise<Process> {
  return withProcess(
    ctx,
    member,
    processId,
    'flow.stage.created',
    async (tx) => {
      const rank = await placeInColumn(tx, stageColumn(processId), {
        afterId: body.afterId,
        beforeId: body.beforeId,
      });
      const [stage] = await tx
        .insert(flowStages)
        .values({
          workspaceId: member.workspaceId,
          processId,
          name: body.name,
          color: body.color,
          wipLimit: body.wipLimit,
          rank,
        })
        .returning({ id: flowStages.id });
      return stage!.id;
    },
    { expected: body.version },
  );
}

export function updateStage(
  ctx: AppContext,
  member: Member,
  processId: string,
  stageId: string,
  body: z.output<typeof updateStageBodySchema>,
): Promise<Process> {
  return withProcess(ctx, member, processId, 'flow.stage.updated', async (tx) => {
    const { version, ...changes } = body;
    await updateVersioned(
      tx,
      flowStages,
      inProcess(processId, stageId),
      version,
      changes,
      stageNotFound().message,
    );
    return stageId;
  });
}

export function moveStage(
  ctx: AppContext,
  member: Member,
  processId: string,
  stageId: string,
  body: Placement & { version?: number },
): Promise<Process> {
  const { version, ...placement } = body;
  return withProcess(
    ctx,
    member,
    processId,
    'flow.stage.moved',
    async (tx) => {
      const [stage] = await tx
        .select({ id: flowStages.id })
        .from(flowStages)
        .where(inProcess(processId, stageId));
      if (!stage) throw stageNotFound();
      const rank = await placeInColumn(tx, stageColumn(processId), placement, stageId);
      await tx
        .update(flowStages)
        .set({ rank, ...bumpVersion(flowStages) })
        .where(eq(flowStages.id, stageId));
      return stageId;
    },
    { expected: version },
  );
}

/** Only an empty stage goes, and never the last one (cards need somewhere to be). */
export function deleteStage(
  ctx: AppContext,
  member: Member,
  processId: string,
  stageId: string,
  expected?: number,
): Promise<Process> {
  return withProcess(
    ctx,
    member,
    processId,
    'flow.stage.deleted',
    async (tx) => {
      const stages = await tx
        .select({ id: flowStages.id, name: flowStages.name })
        .from(flowStages)
        .where(eq(flowStages.processId, processId));
      const stage = stages.find((s) => s.id === stageId);
      if (!stage) throw stageNotFound();
      if (stages.length === 1)
        throw AppError.conflict('Um processo precisa de pelo menos uma etapa.');
      const [cards] = await tx
        .select({ n: count() })
        .from(flowCards)
        .where(eq(flowCards.stageId, stageId));
      if ((cards?.n ?? 0) > 0)
        throw AppError.conflict(`Mova os cartões da etapa "${stage.name}" antes de excluí-la.`);
      await tx.delete(flowStages).where(eq(flowStages.id, stageId));
      return stageId;
    },
    { expected },
  );
}
