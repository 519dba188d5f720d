import type { ChecklistItem } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { MemberContext } from '../../../platform/scope';
import { clock } from '../shared/clock';
import { placeInColumn, type Placement } from '../shared/ordering';
import { presentChecklistItem } from './presenter';
import { flowChecklistItems, flowTasks } from './schema';
import { lockTask } from './service';

type Ctx = Pick<MemberContext, 'workspaceId'>;
const itemNotFound = () => AppError.notFound('Item do checklist não encontrado.');

const checklistColumn = (taskId: string) => ({
  table: flowChecklistItems,
  id: flowChecklistItems.id,
  rank: flowChecklistItems.rank,
  scope: eq(flowChecklistItems.taskId, taskId),
});

/** The task's row is locked first (placement takes turns per task), then the item is looked up in it. */
async function inTask<T>(
  db: Database,
  ctx: Ctx,
  taskId: string,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockTask(tx, ctx, taskId);
    const result = await run(tx);
    await tx.update(flowTasks).set({ updatedAt: clock.now() }).where(eq(flowTasks.id, taskId));
    return result;
  });
}

const inThisTask = (taskId: string, itemId: string) =>
  and(eq(flowChecklistItems.taskId, taskId), eq(flowChecklistItems.id, itemId));

export function addChecklistItem(
  db: Database,
  ctx: Ctx,
  taskId: string,
  text: string,
): Promise<ChecklistItem> {
  return inTask(db, ctx, taskId, async (tx) => {
    const rank = await placeInColumn(tx, checklistColumn(taskId), {});
    const [row] = await tx
      .insert(flowChecklistItems)
      .values({ workspaceId: ctx.workspaceId, taskId, text, rank })
      .returning();
    return presentChecklistItem(row!);
  });
}

export function updateChecklistItem(
  db: Database,
  ctx: Ctx,
  taskId: string,
  itemId: string,
  changes: { text?: string; done?: boolean },
): Promise<ChecklistItem> {
  return inTask(db, ctx, taskId, async (tx) => {
    const [row] = await tx
      .update(flowChecklistItems)
      .set(changes)
      .where(inThisTask(taskId, itemId))
      .returning();
    if (!row) throw itemNotFound();
    return presentChecklistItem(row);
  });
}

export function moveChecklistItem(
  db: Database,
  ctx: Ctx,
  taskId: string,
  itemId: string,
  placement: Placement,
): Promise<ChecklistItem> {
  return inTask(db, ctx, taskId, async (tx) => {
    const [exists] = await tx
      .select({ id: flowChecklistItems.id })
      .from(flowChecklistItems)
      .where(inThisTask(taskId, itemId));
    if (!exists) throw itemNotFound();
    const rank = await placeInColumn(tx, checklistColumn(taskId), placement, itemId);
    const [row] = await tx
      .update(flowChecklistItems)
      .set({ rank })
      .where(inThisTask(taskId, itemId))
      .returning();
    return presentChecklistItem(row!);
  });
}

export function deleteChecklistItem(
  db: Database,
  ctx: Ctx,
  taskId: string,
  itemId: string,
): Promise<void> {
  return inTask(db, ctx, taskId, async (tx) => {
    const deleted = await tx
      .delete(flowChecklistItems)
      .where(inThisTask(taskId, itemId))
      .returning({ id: flowChecklistItems.id });
    if (deleted.length === 0) throw itemNotFound();
  });
}
