import type { ChecklistItem } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { inWorkspace } from '../../../platform/scope';
import { byMember, type Member } from '../shared/actor';
import { placeInColumn, type Placement } from '../shared/ordering';
import { presentChecklistItem } from './presenter';
import { flowChecklistItems, flowTasks } from './schema';
import { lockTask } from './service';

const itemNotFound = () => AppError.notFound('Item do checklist não encontrado.');

const checklistColumn = (taskId: string) => ({
  table: flowChecklistItems,
  id: flowChecklistItems.id,
  rank: flowChecklistItems.rank,
  scope: eq(flowChecklistItems.taskId, taskId),
});

/** The task's row is locked first (placement takes turns per task), then the item is looked up in it. */
async function inTask<T>(
  ctx: AppContext,
  member: Member,
  taskId: string,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transaction(ctx, async (tx) => {
    await lockTask(tx, member, taskId);
    const result = await run(tx);
    await tx.update(flowTasks).set({ updatedAt: clock.now() }).where(eq(flowTasks.id, taskId));
    return result;
  });
}

const inThisTask = (taskId: string, itemId: string) =>
  and(eq(flowChecklistItems.taskId, taskId), eq(flowChecklistItems.id, itemId));

/** One item as the task presents it (the `current` of a stale edit's 409). */
export async function getChecklistItem(
  q: Queryable,
  member: Pick<Member, 'workspaceId'>,
  taskId: string,
  itemId: string,
): Promise<ChecklistItem> {
  const [row] = await q
    .select()
    .from(flowChecklistItems)
    .where(inWorkspace(flowChecklistItems, member, inThisTask(taskId, itemId)));
  if (!row) throw itemNotFound();
  return presentChecklistItem(row);
}

export function addChecklistItem(
  ctx: AppContext,
  member: Member,
  taskId: string,
  text: string,
): Promise<ChecklistItem> {
  return inTask(ctx, member, taskId, async (tx) => {
    const rank = await placeInColumn(tx, checklistColumn(taskId), {});
    const [row] = await tx
      .insert(flowChecklistItems)
      .values({ workspaceId: member.workspaceId, taskId, text, rank })
      .returning();
    await emit(tx, 'flow.checklist-item.created', {
      ...byMember(member),
      taskId,
      checklistItemId: row!.id,
    });
    return presentChecklistItem(row!);
  });
}

export function updateChecklistItem(
  ctx: AppContext,
  member: Member,
  taskId: string,
  itemId: string,
  body: { text?: string; done?: boolean; version?: number },
): Promise<ChecklistItem> {
  return inTask(ctx, member, taskId, async (tx) => {
    const { version, ...changes } = body;
    const row = await updateVersioned(
      tx,
      flowChecklistItems,
      inThisTask(taskId, itemId),
      version,
      changes,
      itemNotFound().message,
    );
    await emit(tx, 'flow.checklist-item.updated', {
      ...byMember(member),
      taskId,
      checklistItemId: itemId,
      done: row.done,
    });
    return presentChecklistItem(row);
  });
}

export function moveChecklistItem(
  ctx: AppContext,
  member: Member,
  taskId: string,
  itemId: string,
  body: Placement & { version?: number },
): Promise<ChecklistItem> {
  const { version, ...placement } = body;
  return inTask(ctx, member, taskId, async (tx) => {
    const [current] = await tx
      .select({ version: flowChecklistItems.version })
      .from(flowChecklistItems)
      .where(inThisTask(taskId, itemId))
      .for('update');
    if (!current) throw itemNotFound();
    // A stale move is refused before its rank is computed (nothing else to undo).
    assertVersion(current, version);
    const rank = await placeInColumn(tx, checklistColumn(taskId), placement, itemId);
    const row = await updateVersioned(
      tx,
      flowChecklistItems,
      inThisTask(taskId, itemId),
      version,
      { rank },
      itemNotFound().message,
    );
    await emit(tx, 'flow.checklist-item.moved', {
      ...byMember(member),
      taskId,
      checklistItemId: itemId,
    });
    return presentChecklistItem(row);
  });
}

export function deleteChecklistItem(
  ctx: AppContext,
  member: Member,
  taskId: string,
  itemId: string,
): Promise<void> {
  return inTask(ctx, member, taskId, async (tx) => {
    const deleted = await tx
      .delete(flowChecklistItems)
      .where(inThisTask(taskId, itemId))
      .returning({ id: flowChecklistItems.id });
    if (deleted.length === 0) throw itemNotFound();
    await emit(tx, 'flow.checklist-item.deleted', {
      ...byMember(member),
      taskId,
      checklistItemId: itemId,
    });
  });
}
